// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// for over exclusive and inclusive ranges (spine_core's Range iterators).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut a = 0;
    for i in 0..10 {
        a += i;
    }
    let mut b = 0u64;
    for i in 1..=20u64 {
        b += i;
    }
    let mut n = 0;
    for _ in 5..5 {
        n += 1;
    }
    for _ in 250u8..=255 {
        n += 1;
    }
    unsafe { printf(c("%d %lu %d\n\0"), a, b, n); }
}
