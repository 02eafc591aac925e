// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Guards decide between arms; a failing guard falls through.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(p: (i32, i32)) -> i32 {
    match p {
        (x, y) if x == y => 0,
        (x, _) if x < 0 => 1,
        (_, y) if y % 2 == 0 => 2,
        _ => 3,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d\n\0"), f((5, 5)), f((-1, 3)), f((1, 4)), f((1, 3))); }
}
