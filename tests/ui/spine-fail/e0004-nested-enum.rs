// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A missing nested pattern inside an enum variant.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum E {
    A(Option<bool>),
    B,
}
fn f(e: E) -> i32 {
    match e { //~ ERROR non-exhaustive patterns: `A(Some(false))` not covered
        E::A(None) => 0,
        E::A(Some(true)) => 1,
        E::B => 2,
    }
}
fn main() {
    f(E::B);
}
