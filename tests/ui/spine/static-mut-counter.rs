// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A static mut updated from several functions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

static mut COUNT: u64 = 0;
fn tick() {
    unsafe {
        COUNT += 1;
    }
}
fn main() {
    for _ in 0..7 {
        tick();
    }
    unsafe {
        COUNT *= 3;
        printf(c("%lu\n\0"), COUNT);
    }
}
