// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Adding values of two different integer types: the right operand is
// checked against the left one's type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i32 = 1;
    let b: i64 = 2;
    let _c = a + b; //~ ERROR mismatched types
}
