// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A trait method on a type that does not implement the trait.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Speak {
    fn speak(&self) -> i32;
}
struct Dog;
struct Rock;
impl Speak for Dog {
    fn speak(&self) -> i32 {
        1
    }
}
fn main() {
    Dog.speak();
    Rock.speak(); //~ ERROR no method named `speak` found
}
