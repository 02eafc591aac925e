// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// u64 and i64 at their extremes.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let max: u64 = 0xffff_ffff_ffff_ffff;
    let imin: i64 = -9223372036854775807 - 1;
    let imax: i64 = 9223372036854775807;
    unsafe {
        printf(c("%lu %ld %ld\n\0"), max, imin, imax);
        printf(c("%lu\n\0"), max / 3);
    }
}
