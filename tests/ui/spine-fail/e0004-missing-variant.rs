// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A match on an enum that misses a variant.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Dir {
    N,
    E,
    S,
    W,
}
fn f(d: Dir) -> i32 {
    match d { //~ ERROR non-exhaustive patterns: `W` not covered
        Dir::N => 0,
        Dir::E => 1,
        Dir::S => 2,
    }
}
fn main() {
    f(Dir::W);
}
