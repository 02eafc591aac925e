// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unsigned arithmetic at every width (u8 results are widened for printf).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: u8 = 200;
    let b: u8 = 55;
    let c16: u16 = 60000;
    let c32: u32 = 4000000000;
    let c64: u64 = 18000000000000000000;
    unsafe {
        printf(c("%u %u %u %u\n\0"), (a + b) as u32, (a - b) as u32, (a / b) as u32, (a % b) as u32);
        printf(c("%u %u\n\0"), (c16 + 5535) as u32, (c16 / 7) as u32);
        printf(c("%u %u %u\n\0"), c32 + 294967295, c32 / 3, c32 % 7);
        printf(c("%lu %lu %lu\n\0"), c64 + 446744073709551615, c64 / 1000, c64 % 1000003);
    }
}
