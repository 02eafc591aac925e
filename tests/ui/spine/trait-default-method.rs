// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A default method calls a required one; an impl can override it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Greet {
    fn id(&self) -> i32;
    fn twice(&self) -> i32 {
        self.id() * 2
    }
}
struct A;
struct B;
impl Greet for A {
    fn id(&self) -> i32 {
        5
    }
}
impl Greet for B {
    fn id(&self) -> i32 {
        7
    }
    fn twice(&self) -> i32 {
        -1
    }
}
fn main() {
    unsafe { printf(c("%d %d\n\0"), A.twice(), B.twice()); }
}
