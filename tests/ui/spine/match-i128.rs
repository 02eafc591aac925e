// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// 128-bit literals and ranges in patterns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(x: u128) -> i32 {
    match x {
        0 => 0,
        1..=0xffff_ffff_ffff_ffff => 1,
        0x1_0000_0000_0000_0000 => 2,
        _ => 3,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d\n\0"), f(0), f(5), f(1 << 64), f(1 << 100)); }
}
