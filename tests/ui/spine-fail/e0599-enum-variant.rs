// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A variant that the enum does not have.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum E {
    A,
    B,
}
fn main() {
    let _x = E::A;
    let _y = E::C; //~ ERROR no variant or associated item named `C` found
}
