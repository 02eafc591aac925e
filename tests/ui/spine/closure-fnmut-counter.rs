// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure mutating a captured variable (FnMut, captured by unique borrow).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut count = 0;
    let mut inc = |by: i32| {
        count += by;
        count
    };
    inc(1);
    inc(10);
    let last = inc(100);
    unsafe { printf(c("%d %d\n\0"), last, count); }
}
