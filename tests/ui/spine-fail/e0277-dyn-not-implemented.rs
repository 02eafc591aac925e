// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// Coercing to a trait object of a trait the type does not implement.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Draw {
    fn draw(&self);
}
struct Circle;
fn main() {
    let c = Circle;
    let _d: &dyn Draw = &c; //~ ERROR the trait bound `Circle: Draw` is not satisfied
}
