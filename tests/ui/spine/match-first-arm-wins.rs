// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Overlapping arms: the first matching arm is taken.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[allow(unreachable_patterns)]
fn f(n: i32) -> i32 {
    match n {
        0..=10 => 1,
        5 => 2,
        _ => 3,
    }
}
fn main() {
    unsafe { printf(c("%d %d\n\0"), f(5), f(11)); }
}
