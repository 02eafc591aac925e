// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Consts of struct, tuple and array types, used by value several times.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Rgb {
    r: u8,
    g: u8,
    b: u8,
}
const RED: Rgb = Rgb { r: 255, g: 0, b: 0 };
const PAIR: (i16, [u8; 2]) = (-7, [4, 5]);
fn luma(c0: Rgb) -> u32 {
    (c0.r as u32 * 3 + c0.g as u32 * 6 + c0.b as u32) / 10
}
fn main() {
    let a = luma(RED);
    let b = luma(RED);
    unsafe { printf(c("%u %u %d %d\n\0"), a, b, PAIR.0 as i32, PAIR.1[1] as i32); }
}
