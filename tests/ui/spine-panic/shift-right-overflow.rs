// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// A right shift by a negative amount (huge when seen as unsigned) panics.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn shr(a: i64, n: i32) -> i64 {
    a >> n
}
fn main() {
    unsafe { printf(c("%ld\n\0"), shr(-256, 4)); }
    unsafe { printf(c("%ld\n\0"), shr(-256, -1)); }
}
