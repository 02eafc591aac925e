// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(C) lays fields out in order with C's padding.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C)]
struct A {
    a: u8,
    b: u32,
    c: u16,
}
#[repr(C)]
struct B {
    x: u8,
    y: u64,
    z: u8,
}
fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu\n\0"), size_of::<A>(), align_of::<A>(), size_of::<B>(), align_of::<B>());
    }
}
