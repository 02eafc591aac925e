// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// The hidden type of a return-position `impl Trait` must implement it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape {
    fn area(&self) -> i32;
}
struct Square(i32);
fn square(n: i32) -> impl Shape { //~ ERROR the trait bound `Square: Shape` is not satisfied
    Square(n)
}
fn main() {
    let _s = square(2);
}
