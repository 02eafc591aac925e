// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc -C overflow-checks=off
// MIN / -1 overflows and panics even with overflow checks off.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn div(a: i32, b: i32) -> i32 {
    a / b
}
fn main() {
    unsafe { printf(c("%d\n\0"), div(-2147483647 - 1, -1)); }
}
