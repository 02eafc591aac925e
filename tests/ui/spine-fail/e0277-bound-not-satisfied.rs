// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A generic bound the argument's type does not meet.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape {
    fn area(&self) -> u32;
}
struct Sq;
fn area<T: Shape>(t: &T) -> u32 {
    t.area()
}
fn main() {
    area(&Sq); //~ ERROR the trait bound `Sq: Shape` is not satisfied
}
