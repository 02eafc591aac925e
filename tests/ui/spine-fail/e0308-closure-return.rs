// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A closure whose body does not match the return type its bound demands.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn call<F: Fn() -> i32>(f: F) -> i32 {
    f()
}
fn main() {
    call(|| true); //~ ERROR mismatched types
}
