// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Field init shorthand and field shorthand in patterns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S {
    width: u32,
    height: u32,
}
fn main() {
    let width = 3;
    let height = 9;
    let s = S { width, height };
    let S { height, .. } = s;
    unsafe { printf(c("%u %u\n\0"), s.width, height); }
}
