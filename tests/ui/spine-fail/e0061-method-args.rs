// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A method called with the wrong number of arguments.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S;
impl S {
    fn add(&self, a: i32, b: i32) -> i32 {
        a + b
    }
}
fn main() {
    S.add(1); //~ ERROR this function takes 2 arguments but 1 argument was supplied
}
