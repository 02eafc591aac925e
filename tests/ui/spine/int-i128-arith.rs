// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// i128 arithmetic; printed as two 64-bit halves.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn show(v: i128) {
    let hi = (v >> 64) as i64;
    let lo = v as u64;
    unsafe { printf(c("%ld:%lu\n\0"), hi, lo); }
}
fn main() {
    let a: i128 = 1 << 100;
    let b: i128 = -12345678901234567890123456789;
    show(a);
    show(b);
    show(a + b);
    show(b * 3);
    show(b / 1000000007);
    show(b % 1000000007);
    show(-a);
}
