// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A match on char with only some literals.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(c: char) -> i32 {
    match c { //~ ERROR non-exhaustive patterns
        'a' => 1,
        'b' => 2,
    }
}
fn main() {
    f('a');
}
