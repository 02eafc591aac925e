// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Float literal forms and the f64 default of an unsuffixed literal.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = 1e10;
    let b = 2.5e-3;
    let d = 1_000.000_1;
    let e = 3f32;
    unsafe {
        printf(c("%.1f %.4f %.4f %.1f\n\0"), a, b, d, e as f64);
    }
}
