// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// add/sub/mul_with_overflow give the wrapped value and the overflow flag.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{add_with_overflow, mul_with_overflow, sub_with_overflow};
fn main() {
    let (a, o1) = add_with_overflow(200u8, 100u8);
    let (b, o2) = sub_with_overflow(5i32, 3i32);
    let (d, o3) = mul_with_overflow(1i64 << 40, 1i64 << 30);
    let (e, o4) = add_with_overflow(1u128 << 127, 1u128 << 127);
    unsafe {
        printf(c("%d %d %d %d %ld %d %d %d\n\0"), a as i32, o1 as i32, b, o2 as i32, d, o3 as i32,
               e as u64 as i32, o4 as i32);
    }
}
