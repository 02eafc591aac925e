// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Negating the minimum value overflows.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn neg(a: i8) -> i8 {
    -a
}
fn main() {
    unsafe { printf(c("%d\n\0"), neg(-127) as i32); }
    unsafe { printf(c("%d\n\0"), neg(-128) as i32); }
}
