// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Field offsets of a repr(C) struct, measured with raw pointers.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C)]
struct S {
    a: u8,
    b: u16,
    c: u64,
    d: u8,
}
fn main() {
    let s = S { a: 1, b: 2, c: 3, d: 4 };
    let base = &s as *const S as usize;
    unsafe {
        printf(c("%lu %lu %lu %lu\n\0"), &s.a as *const u8 as usize - base, &s.b as *const u16 as usize - base,
               &s.c as *const u64 as usize - base, &s.d as *const u8 as usize - base);
    }
}
