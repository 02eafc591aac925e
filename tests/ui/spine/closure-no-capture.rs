// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Closures without captures, with and without annotations.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let add = |a: i32, b: i32| a + b;
    let sq = |x: i32| x * x;
    let k = || 42;
    unsafe { printf(c("%d %d %d\n\0"), add(2, 3), sq(9), k()); }
}
