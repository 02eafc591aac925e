// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// `as` casts never panic; the later addition does.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let big: i64 = 1 << 40;
    let t = big as i32;
    let u = 300i32 as u8;
    unsafe { printf(c("%d %d\n\0"), t, u as i32); }
    let s = u + 250;
    unsafe { printf(c("%d\n\0"), s as i32); }
}
