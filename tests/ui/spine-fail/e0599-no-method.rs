// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Calling a method that the type does not have.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S;
fn main() {
    let s = S;
    s.frobnicate(); //~ ERROR no method named `frobnicate` found
}
