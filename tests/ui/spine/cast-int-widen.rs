// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Widening casts sign-extend signed sources and zero-extend unsigned ones.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i8 = -5;
    let b: u8 = 251;
    let d: i32 = -1;
    unsafe {
        printf(c("%d %d %d %d\n\0"), a as i32, b as i32, a as u8 as i32, b as i8 as i32);
        printf(c("%ld %lu %ld\n\0"), d as i64, d as u32 as u64, a as i64);
        printf(c("%lu\n\0"), (d as i128 as u128 >> 100) as u64);
    }
}
