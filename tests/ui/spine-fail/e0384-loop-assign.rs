// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A deferred-initialised immutable local assigned in a loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x: i32;
    let mut i = 0;
    while i < 2 {
        x = i; //~ ERROR cannot assign twice to immutable variable `x`
        i += 1;
    }
}
