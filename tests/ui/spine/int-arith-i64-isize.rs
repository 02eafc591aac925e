// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// i64 and isize arithmetic beyond 32 bits.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i64 = 3000000000;
    let b: i64 = -7;
    let p: isize = -9000000000;
    unsafe {
        printf(c("%ld %ld %ld %ld\n\0"), a * 3, a * b, a / b, a % b);
        printf(c("%ld %ld\n\0"), p + 1, p / 1000);
    }
}
