// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// assert_uninit_valid panics, as rustc 1.63's, for a type whose scalar
// has invalid values (bool: only 0 and 1).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "rust-intrinsic" {
    fn assert_uninit_valid<T>();
}

fn main() {
    // rustc's collector does not see the intrinsics' use of the `panic`
    // lang item (core exports it; this test's copy must be kept)
    if spine_core::intrinsics::black_box(false) {
        panic("never");
    }
    unsafe {
        assert_uninit_valid::<u8>();
        printf(c("u8 is fine\n\0"));
        assert_uninit_valid::<bool>();
    }
}
