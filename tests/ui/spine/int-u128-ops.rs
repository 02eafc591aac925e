// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// u128 shifts, bit operations, multiplication and comparison.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x: u128 = 0xdead_beef_0123_4567_89ab_cdef_f00d_cafe;
    let y = x >> 64;
    let z = x << 4;
    let m = (x as u64 as u128) * 0x1_0000_0001;
    unsafe {
        printf(c("%lx %lx\n\0"), y as u64, x as u64);
        printf(c("%lx %lx\n\0"), (z >> 64) as u64, z as u64);
        printf(c("%lx %lx\n\0"), (m >> 64) as u64, m as u64);
        printf(c("%d %d\n\0"), (x > y) as i32, (x & 0xff == 0xfe) as i32);
    }
}
