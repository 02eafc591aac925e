// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// f32 arithmetic (promoted to double for printf).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: f32 = 1.5;
    let mut b: f32 = 0.25;
    b += a;
    b *= 2.0;
    unsafe {
        printf(c("%.4f %.4f %.4f\n\0"), (a / 3.0) as f64, b as f64, (a - b) as f64);
    }
}
