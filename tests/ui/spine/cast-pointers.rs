// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Pointer casts: reference to raw pointer, between pointee types, to usize
// and back.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x: u32 = 0x01020304;
    let p = &x as *const u32;
    let q = p as *const u8;
    let addr = p as usize;
    let back = addr as *const u32;
    unsafe {
        printf(c("%d %d %u\n\0"), *q as i32, (back == p) as i32, *back);
        printf(c("%d\n\0"), (addr % 4 == 0) as i32);
    }
}
