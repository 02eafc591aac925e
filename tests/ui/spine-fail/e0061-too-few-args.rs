// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A function called with too few arguments.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn three(_a: i32, _b: u8, _c: bool) {}
fn main() {
    three(1, 2); //~ ERROR this function takes 3 arguments but 2 arguments were supplied
}
