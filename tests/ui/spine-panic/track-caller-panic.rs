// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// A #[track_caller] function that panics reports its caller's line.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[track_caller]
fn must_be_even(n: u32) -> u32 {
    if n % 2 != 0 {
        panic("odd number");
    }
    n / 2
}
fn main() {
    unsafe { printf(c("%u\n\0"), must_be_even(8)); }
    unsafe { printf(c("%u\n\0"), must_be_even(7)); }
}
