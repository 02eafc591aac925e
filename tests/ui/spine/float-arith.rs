// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// f64 arithmetic and remainder.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = 7.5f64;
    let b = 2.0f64;
    unsafe {
        printf(c("%.3f %.3f %.3f %.3f %.3f %.3f\n\0"), a + b, a - b, a * b, a / b, a % b, -a);
    }
}
