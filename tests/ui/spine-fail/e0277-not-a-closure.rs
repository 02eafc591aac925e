// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A value that is not callable passed where an Fn bound is required.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn call<F: Fn() -> i32>(f: F) -> i32 {
    f()
}
fn main() {
    call(5); //~ ERROR Fn<()>` is not satisfied
}
