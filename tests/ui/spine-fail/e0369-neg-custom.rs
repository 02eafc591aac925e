// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Comparing two values of a generic type without a PartialEq bound.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn same<T>(a: T, b: T) -> bool {
    a == b //~ ERROR binary operation `==` cannot be applied to type `T`
}
fn main() {
    same(1, 2);
}
