// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Assigning to an immutable binding from a pattern.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let (a, b) = (1, 2);
    a = b; //~ ERROR cannot assign twice to immutable variable `a`
    unsafe { printf(c("%d\n\0"), a); }
}
