// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// unsafe fns called from unsafe blocks and from other unsafe fns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

unsafe fn read(p: *const u32) -> u32 {
    *p
}
unsafe fn read_twice(p: *const u32) -> u32 {
    read(p) + read(p)
}
fn main() {
    let x = 21u32;
    let r = unsafe { read_twice(&x) };
    unsafe { printf(c("%u\n\0"), r); }
}
