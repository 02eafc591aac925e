// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(packed) removes padding; fields are read by copy.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C, packed)]
struct P {
    a: u8,
    b: u32,
    c: u16,
}
#[allow(dead_code)]
#[repr(packed(2))]
struct Q {
    a: u8,
    b: u64,
}
fn main() {
    let p = P { a: 1, b: 0x12345678, c: 9 };
    let b = p.b;
    let c16 = p.c;
    unsafe {
        printf(c("%lu %lu %lu %lu\n\0"), size_of::<P>(), align_of::<P>(), size_of::<Q>(), align_of::<Q>());
        printf(c("%d %x %d\n\0"), p.a as i32, b, c16 as i32);
    }
}
