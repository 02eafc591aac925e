// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// An associated function that does not exist.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S;
impl S {
    fn new() -> S {
        S
    }
}
fn main() {
    let _a = S::new();
    let _b = S::create(); //~ ERROR no function or associated item named `create` found
}
