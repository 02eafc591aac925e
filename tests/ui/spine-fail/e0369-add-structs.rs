// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// + on a type without an Add impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct P {
    x: i32,
}
fn main() {
    let a = P { x: 1 };
    let b = P { x: 2 };
    let _c = a + b; //~ ERROR cannot add `P` to `P`
}
