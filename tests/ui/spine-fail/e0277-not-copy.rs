// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A Copy bound on a type without a Copy impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct NotCopy;
fn dup<T: Copy>(t: T) -> (T, T) {
    (t, t)
}
fn main() {
    dup(NotCopy); //~ ERROR the trait bound `NotCopy: spine_core::Copy` is not satisfied
}
