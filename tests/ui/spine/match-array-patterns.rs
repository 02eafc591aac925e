// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Array patterns with fixed length and a middle `..`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(a: [u8; 4]) -> i32 {
    match a {
        [0, ..] => 0,
        [x, 0, 0, y] => (x + y) as i32,
        [_, mid @ .., 9] => (mid[0] + mid[1]) as i32,
        [a, b, c, d] => (a * b * c * d) as i32,
    }
}
fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"), f([0, 1, 2, 3]), f([4, 0, 0, 5]), f([1, 20, 30, 9]), f([1, 2, 3, 4]));
    }
}
