// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// i64 multiplication overflow panics.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn mul(a: i64, b: i64) -> i64 {
    a * b
}
fn main() {
    unsafe { printf(c("%ld\n\0"), mul(1 << 31, 1 << 31)); }
    unsafe { printf(c("%ld\n\0"), mul(1 << 32, 1 << 31)); }
}
