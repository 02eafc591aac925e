// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// An empty match on a type that has values.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(x: bool) -> i32 {
    match x {} //~ ERROR non-exhaustive patterns: type `bool` is non-empty
}
fn main() {
    f(true);
}
