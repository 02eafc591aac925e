// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// ctpop, ctlz, cttz, bswap, bitreverse, rotate_left/right.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{bitreverse, bswap, ctlz, ctpop, cttz, rotate_left, rotate_right};
fn main() {
    unsafe {
        printf(c("%u %u %u\n\0"), ctpop(0xf0f0u32), ctlz(1u32), cttz(0x100u32));
        printf(c("%d %d\n\0"), ctpop(0xffu8) as i32, ctlz(0x10u8) as i32);
        printf(c("%lu %lu\n\0"), ctlz(1u64), cttz(1u64 << 50));
        printf(c("%x %x\n\0"), bswap(0x11223344u32), bitreverse(1u32));
        printf(c("%x %x\n\0"), rotate_left(0x80000001u32, 1u32), rotate_right(0x80000001u32, 4u32));
        printf(c("%x\n\0"), bswap(0xabcdu16) as u32);
    }
}
