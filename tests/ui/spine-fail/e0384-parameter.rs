// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Assigning to an immutable function parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(x: i32) -> i32 {
    x = x * 2; //~ ERROR cannot assign to immutable argument `x`
    x
}
fn main() {
    f(1);
}
