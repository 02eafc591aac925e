// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Assigning twice to an immutable local.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x = 5;
    unsafe { printf(c("%d\n\0"), x); }
    x = 6; //~ ERROR cannot assign twice to immutable variable `x`
    unsafe { printf(c("%d\n\0"), x); }
}
