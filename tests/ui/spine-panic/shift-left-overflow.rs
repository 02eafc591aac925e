// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Shifting by the bit width or more panics in debug builds.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn shl(a: u32, n: u32) -> u32 {
    a << n
}
fn main() {
    unsafe { printf(c("%u\n\0"), shl(1, 31)); }
    unsafe { printf(c("%u\n\0"), shl(1, 32)); }
}
