// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// u8 subtraction below zero panics.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sub(a: u8, b: u8) -> u8 {
    a - b
}
fn main() {
    let r = sub(3, 4);
    unsafe { printf(c("unreachable %d\n\0"), r as i32); }
}
