// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(C) and repr(u8) enums with fields: tag then a union of variants.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[allow(dead_code)]
#[repr(C)]
enum A {
    X(u8),
    Y(u64),
}
#[allow(dead_code)]
#[repr(u8)]
enum B {
    P(u16),
    Q { a: u8, b: u32 },
}
fn main() {
    let b = B::Q { a: 1, b: 2 };
    let v = match b {
        B::P(x) => x as u32,
        B::Q { a, b } => a as u32 + b,
    };
    unsafe { printf(c("%lu %lu %lu %u\n\0"), size_of::<A>(), size_of::<B>(), align_of::<B>(), v); }
}
