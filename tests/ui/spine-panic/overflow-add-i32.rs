// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// i32 addition overflow panics in a debug build, with rustc's message and
// the location of the `+`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn add(a: i32, b: i32) -> i32 {
    a + b
}
fn main() {
    unsafe { printf(c("before\n\0")); }
    let r = add(2147483647, 1);
    unsafe { printf(c("unreachable %d\n\0"), r); }
}
