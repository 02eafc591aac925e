// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A match on an integer that misses part of its range.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(x: u8) -> i32 {
    match x { //~ ERROR non-exhaustive patterns: `128_u8..=u8::MAX` not covered
        0..=127 => 0,
    }
}
fn main() {
    f(1);
}
