// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Remainder by zero panics with its own message.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn rem(a: i64, b: i64) -> i64 {
    a % b
}
fn main() {
    unsafe { printf(c("%ld\n\0"), rem(7, 0)); }
}
