// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// += overflows like +, in a loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut x: u16 = 65530;
    let mut i = 0;
    while i < 10 {
        x += 1;
        i += 1;
    }
    unsafe { printf(c("%d\n\0"), x as i32); }
}
