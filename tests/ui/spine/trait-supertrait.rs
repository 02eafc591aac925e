// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A supertrait's methods are callable on a subtrait bound.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Named {
    fn name(&self) -> i32;
}
trait Loud: Named {
    fn shout(&self) -> i32 {
        self.name() + 1000
    }
}
struct Dog;
impl Named for Dog {
    fn name(&self) -> i32 {
        7
    }
}
impl Loud for Dog {}
fn both<T: Loud>(t: &T) -> (i32, i32) {
    (t.name(), t.shout())
}
fn main() {
    let (a, b) = both(&Dog);
    unsafe { printf(c("%d %d\n\0"), a, b); }
}
