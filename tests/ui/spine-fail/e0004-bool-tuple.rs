// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A match on a pair of bools missing one combination.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(p: (bool, bool)) -> i32 {
    match p { //~ ERROR non-exhaustive patterns: `(true, false)` not covered
        (false, _) => 0,
        (true, true) => 1,
    }
}
fn main() {
    f((true, true));
}
