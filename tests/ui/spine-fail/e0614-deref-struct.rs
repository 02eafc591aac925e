// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Dereferencing a struct without a Deref impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S {
    v: i32,
}
fn main() {
    let s = S { v: 1 };
    let _v = *s; //~ ERROR type `S` cannot be dereferenced
}
