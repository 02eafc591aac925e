// compile-flags: -C panic=abort -C link-arg=-lc
// normalize-stderr-test: "spine_core.rs:\d+:\d+" -> "spine_core.rs:LL:COL"
// A method call on a type parameter without a bound providing it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Show {
    fn show(&self) -> i32;
}
fn f<T>(t: T) -> i32 {
    t.show() //~ ERROR no method named `show` found for type parameter `T` in the current scope
}
fn main() {
    f(1);
}
