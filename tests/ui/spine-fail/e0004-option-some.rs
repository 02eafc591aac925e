// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A match on Option that covers only None.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(o: Option<i32>) -> i32 {
    match o { //~ ERROR non-exhaustive patterns: `Some(_)` not covered
        None => 0,
    }
}
fn main() {
    f(None);
}
