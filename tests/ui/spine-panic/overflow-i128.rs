// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// 128-bit overflow is checked too.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn add(a: u128, b: u128) -> u128 {
    a + b
}
fn main() {
    let big: u128 = 1 << 127;
    unsafe { printf(c("%lu\n\0"), (add(big, 5) >> 120) as u64); }
    unsafe { printf(c("%lu\n\0"), add(big, big) as u64); }
}
