// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A slice match that misses the empty slice.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(s: &[u8]) -> u8 {
    match s { //~ ERROR non-exhaustive patterns: `&[]` not covered
        [x, ..] => *x,
    }
}
fn main() {
    f(&[1]);
}
