// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// assert_zero_valid / assert_uninit_valid / assert_inhabited (what
// mem::zeroed, mem::uninitialized and MaybeUninit::assume_init call)
// panic as rustc 1.63's when the type's scalars, or those of a struct's
// fields, cannot be all zeros (a reference) or uninitialized (a bool).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "rust-intrinsic" {
    fn assert_inhabited<T>();
    fn assert_zero_valid<T>();
    fn assert_uninit_valid<T>();
}

#[allow(dead_code)]
struct Plain {
    a: u8,
    b: (u16, *const u8),
    c: [bool; 2],
}
#[allow(dead_code)]
struct HasRef<'a> {
    a: u32,
    r: (u8, &'a i32),
}

fn main() {
    // rustc's collector does not see the intrinsics' use of the `panic`
    // lang item (core exports it; this test's copy must be kept)
    if spine_core::intrinsics::black_box(false) {
        panic("never");
    }
    unsafe {
        assert_inhabited::<u8>();
        assert_zero_valid::<u32>();
        assert_zero_valid::<Option<&i32>>();
        assert_zero_valid::<Plain>();
        assert_zero_valid::<bool>();
        assert_uninit_valid::<u64>();
        assert_uninit_valid::<[bool; 4]>();
        printf(c("ok so far\n\0"));
        assert_zero_valid::<HasRef<'static>>();
        printf(c("unreachable\n\0"));
    }
}
