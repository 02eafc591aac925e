// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Float to int casts truncate toward zero and saturate; NaN gives 0.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = 3.99f64;
    let b = -3.99f64;
    let big = 1e20f64;
    let nan = 0.0f64 / 0.0;
    unsafe {
        printf(c("%d %d %d %d\n\0"), a as i32, b as i32, big as i32, (-big) as i32);
        printf(c("%d %d %d\n\0"), nan as i32, b as u8 as i32, 300.5f32 as u8 as i32);
        printf(c("%lu\n\0"), big as u64);
    }
}
