// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Or-patterns at the top level and nested inside tuples and enums.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(n: u8) -> i32 {
    match n {
        1 | 3 | 5 | 7 | 9 => 1,
        0 | 2 | 4 | 6 | 8 => 2,
        _ => 0,
    }
}
fn g(p: (Option<i32>, bool)) -> i32 {
    match p {
        (Some(1 | 2), true) => 12,
        (Some(_), _) | (None, true) => 5,
        (None, false) => 6,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d %d %d\n\0"), f(3), f(8), f(11), g((Some(2), true)), g((Some(9), false)), g((None, false))); }
}
