// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// f32 <-> f64 conversions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: f32 = 0.1;
    let b = a as f64;
    let d: f64 = 1e300;
    unsafe {
        printf(c("%.10f %d\n\0"), b, (b == 0.1) as i32);
        printf(c("%f\n\0"), (d as f32) as f64);
    }
}
