// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(Rust) may reorder fields to remove padding; repr(C) may not.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct R {
    a: u8,
    b: u32,
    c: u8,
}
#[repr(C)]
struct C {
    a: u8,
    b: u32,
    c: u8,
}
fn main() {
    let r = R { a: 1, b: 2, c: 3 };
    unsafe { printf(c("%lu %lu %d\n\0"), size_of::<R>(), size_of::<C>(), (r.a + r.c) as i32 + r.b as i32); }
}
