// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `as` from floats to integers saturates (NaN gives 0), at every width.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn show(x: f64) {
    unsafe {
        printf(c("%d %d %u %ld %lu\n\0"), x as i8 as i32, x as i32, x as u32, x as i64, x as u64);
    }
}
fn main() {
    let zero = 0.0;
    show(1.0 / zero);
    show(-1.0 / zero);
    show(zero / zero);
    show(300.7);
    show(-300.7);
    show(4294967296.5);
    show(-9.5e18);
    let f: f32 = 1.0e10;
    unsafe { printf(c("%d %u\n\0"), f as i32, f as u16 as u32); }
}
