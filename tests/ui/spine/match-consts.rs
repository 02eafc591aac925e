// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Named constants used as patterns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

const LIMIT: i32 = 10;
const ORIGIN: (i32, i32) = (0, 0);
fn f(n: i32) -> i32 {
    match n {
        LIMIT => 1,
        _ => 0,
    }
}
fn g(p: (i32, i32)) -> i32 {
    match p {
        ORIGIN => 1,
        _ => 0,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d\n\0"), f(10), f(9), g((0, 0)), g((0, 1))); }
}
