// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(align(N)) raises alignment and rounds the size up.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(align(16))]
struct A16 {
    x: u8,
}
#[repr(C, align(64))]
struct Line {
    data: [u32; 3],
}
fn main() {
    let a = A16 { x: 1 };
    let addr = &a as *const A16 as usize;
    unsafe {
        printf(c("%lu %lu %lu %lu %d\n\0"), size_of::<A16>(), align_of::<A16>(), size_of::<Line>(),
               align_of::<Line>(), (addr % 16) as i32 + a.x as i32);
    }
}
