// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure borrowing locals sees their current values.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let base = 100;
    let arr = [1, 2, 3];
    let f = |i: usize| base + arr[i];
    unsafe { printf(c("%d %d\n\0"), f(0), f(2)); }
}
