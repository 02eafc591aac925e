// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A binding whose type nothing determines.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn none<T>() -> Option<T> {
    None
}
fn main() {
    let x = none(); //~ ERROR type annotations needed
}
