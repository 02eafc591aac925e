// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Int to float casts, rounding to nearest.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i32 = -7;
    let b: u64 = 18446744073709551615;
    let d: i64 = 9007199254740993;
    unsafe {
        printf(c("%.1f %.1f %.1f\n\0"), a as f64, b as f64, d as f64);
        printf(c("%.1f\n\0"), (16777217i32 as f32) as f64);
    }
}
