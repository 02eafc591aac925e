// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// + - * / % on i32, with rustc's truncating division and the sign of the
// remainder following the dividend.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn show(a: i32, b: i32) {
    unsafe {
        printf(c("%d %d: %d %d %d %d %d\n\0"), a, b, a + b, a - b, a * b, a / b, a % b);
    }
}
fn main() {
    show(17, 5);
    show(-17, 5);
    show(17, -5);
    show(-17, -5);
    show(0, 7);
}
