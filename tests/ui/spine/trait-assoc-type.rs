// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Associated types in a trait and their projection in a generic function.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Container {
    type Item;
    fn first(&self) -> Self::Item;
}
struct Ints([i32; 3]);
struct Flag(bool);
impl Container for Ints {
    type Item = i32;
    fn first(&self) -> i32 {
        self.0[0]
    }
}
impl Container for Flag {
    type Item = bool;
    fn first(&self) -> bool {
        self.0
    }
}
fn get<C: Container>(c: &C) -> C::Item {
    c.first()
}
fn main() {
    let a: i32 = get(&Ints([9, 8, 7]));
    let b: bool = get(&Flag(true));
    unsafe { printf(c("%d %d\n\0"), a, b as i32); }
}
