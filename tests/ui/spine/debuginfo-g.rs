// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -g
// -g adds debug information without changing behaviour.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(x: u32) -> u32 {
    let y = x * 3;
    y + 1
}
fn main() {
    unsafe { printf(c("%u\n\0"), f(13)); }
}
