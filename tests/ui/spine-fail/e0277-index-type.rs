// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Indexing a slice with a type it has no Index impl for.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = [1, 2, 3];
    let s: &[i32] = &a;
    let i: u8 = 1;
    let _x = s[i]; //~ ERROR the trait bound `[i32]: Index<u8>` is not satisfied
}
