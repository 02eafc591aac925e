// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Narrowing casts keep the low bits.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x: i32 = 0x1234_5678;
    let y: i64 = -1;
    let z: u128 = (1 << 64) + 7;
    unsafe {
        printf(c("%d %d %d\n\0"), x as u8 as i32, x as i16 as i32, x as i8 as i32);
        printf(c("%u %d\n\0"), y as u32, y as u16 as i32);
        printf(c("%lu\n\0"), z as u64);
    }
}
