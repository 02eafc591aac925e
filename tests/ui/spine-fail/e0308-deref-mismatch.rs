// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A reference where a value is expected, through a struct field.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S {
    v: u64,
}
fn main() {
    let x = 5u64;
    let _s = S { v: &x }; //~ ERROR mismatched types
}
