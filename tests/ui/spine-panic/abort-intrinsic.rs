// run-fail
// failure-status: 132
// compile-flags: -C panic=abort -C link-arg=-lc
// The abort intrinsic kills the process (rustc emits ud2: SIGILL).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe {
        printf(c("about to abort\n\0"));
        intrinsics::abort();
    }
}
