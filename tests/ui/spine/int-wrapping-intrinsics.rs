// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The wrapping_* intrinsics never panic.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![allow(arithmetic_overflow)] // rustc's lint looks into these intrinsics
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{wrapping_add, wrapping_mul, wrapping_sub};
fn main() {
    unsafe {
        printf(c("%d %d %d\n\0"),
               wrapping_add(250u8, 10u8) as i32,
               wrapping_sub(0u8, 1u8) as i32,
               wrapping_mul(100i8, 3i8) as i32);
        printf(c("%d %ld\n\0"), wrapping_add(2147483647i32, 1), wrapping_mul(1i64 << 62, 4));
    }
}
