// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Signed 128-bit comparison (the high half decides the sign).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i128 = -1;
    let b: i128 = 1 << 70;
    let u: u128 = 1 << 127;
    unsafe {
        printf(c("%d %d %d %d\n\0"), (a < b) as i32, (a < 0) as i32, (u > 5) as i32, (b == b) as i32);
    }
}
