// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc -C overflow-checks=off
// Division by zero always panics (also without overflow checks).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn div(a: u32, b: u32) -> u32 {
    a / b
}
fn main() {
    unsafe { printf(c("%u\n\0"), div(7, 2)); }
    unsafe { printf(c("%u\n\0"), div(7, 0)); }
}
