// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Shifts: arithmetic right shift for signed, logical for unsigned, and a
// right-hand side of another integer type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let s: i32 = -64;
    let u: u32 = 0x8000_0000;
    let n: u32 = 3;
    let b: u8 = 1;
    unsafe {
        printf(c("%d %d %d\n\0"), s >> 2, s << 2, s >> n);
        printf(c("%u %u\n\0"), u >> 4, u >> 31);
        printf(c("%d\n\0"), (b << 7) as i32);
        printf(c("%ld\n\0"), 1i64 << 40);
    }
}
