// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Dereferencing a bool field.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S {
    flag: bool,
}
fn main() {
    let s = S { flag: true };
    if *s.flag {} //~ ERROR type `bool` cannot be dereferenced
}
