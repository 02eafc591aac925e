// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Trait functions without self, called through a type parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Make {
    fn make() -> Self;
    fn value(&self) -> i64;
}
struct A(i64);
struct B;
impl Make for A {
    fn make() -> A {
        A(1 << 35)
    }
    fn value(&self) -> i64 {
        self.0
    }
}
impl Make for B {
    fn make() -> B {
        B
    }
    fn value(&self) -> i64 {
        -3
    }
}
fn build<T: Make>() -> i64 {
    T::make().value()
}
fn main() {
    unsafe { printf(c("%ld %ld\n\0"), build::<A>(), build::<B>()); }
}
