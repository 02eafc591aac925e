// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Infinities and signed zero.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let inf = 1.0f64 / 0.0;
    let ninf = -1.0f64 / 0.0;
    let nz = -0.0f64;
    unsafe {
        printf(c("%f %f %f %d\n\0"), inf, ninf, nz, (nz == 0.0) as i32);
        printf(c("%f\n\0"), 1.0 / nz);
    }
}
