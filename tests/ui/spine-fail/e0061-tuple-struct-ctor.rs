// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A tuple struct constructor called with too many arguments.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S(i32);
fn main() {
    let _s = S(1, 2); //~ ERROR this struct takes 1 argument but 2 arguments were supplied
}
