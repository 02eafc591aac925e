// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure defined inside a closure, capturing from both levels.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = 1;
    let outer = |b: i32| {
        let inner = |d: i32| a + b + d;
        inner(100) + inner(1000)
    };
    unsafe { printf(c("%d\n\0"), outer(10)); }
}
