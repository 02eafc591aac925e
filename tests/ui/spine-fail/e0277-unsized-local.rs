// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A local of an unsized type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(s: &[u8]) {
    let _x = *s; //~ ERROR the trait bound `[u8]: Sized` is not satisfied
}
fn main() {
    f(&[1]);
}
