// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// 128-bit integers: constants wider than 64 bits (built from two halves),
// arithmetic, shifts, comparisons and a `match` on u128 (lowered to
// comparisons: libgccjit 12 has no 128-bit case labels).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn halves(x: u128) -> (u64, u64) {
    ((x >> 64) as u64, x as u64)
}
fn classify(x: u128) -> i32 {
    match x {
        0 => 0,
        0x1_0000_0000_0000_0000 => 1,
        0xffff_ffff_ffff_ffff_ffff_ffff_ffff_ffff => 2,
        _ => 3,
    }
}
fn main() {
    let a: u128 = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210;
    let b: u128 = a.wrapping_mul_by(3);
    let (h, l) = halves(b);
    unsafe { printf(c("%016lx %016lx\n\0"), h, l); }
    let (h, l) = halves(a << 8);
    unsafe { printf(c("%016lx %016lx\n\0"), h, l); }
    let n: i128 = -170141183460469231731687303715884105728;
    let (h, l) = halves((n + 1) as u128);
    unsafe { printf(c("%016lx %016lx %d\n\0"), h, l, (n < 0) as i32); }
    let d = a / 0x1_0000_0000;
    let (h, l) = halves(d);
    unsafe { printf(c("%016lx %016lx\n\0"), h, l); }
    unsafe {
        printf(c("%d %d %d %d\n\0"), classify(0), classify(1u128 << 64), classify(!0), classify(5));
    }
}

trait MulBy {
    fn wrapping_mul_by(self, k: u128) -> u128;
}
impl MulBy for u128 {
    fn wrapping_mul_by(self, k: u128) -> u128 {
        self * k
    }
}
