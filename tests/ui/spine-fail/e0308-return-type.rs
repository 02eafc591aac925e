// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A function body whose tail expression has the wrong type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f() -> u8 {
    'c' //~ ERROR mismatched types
}
fn main() {
    f();
}
