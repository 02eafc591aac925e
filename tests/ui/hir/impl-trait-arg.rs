// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `impl Trait` in argument position: lowered to a synthetic type
// parameter of the fn (with the bounds as a predicate), so each call is
// an instance of its own.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Num {
    fn num(&self) -> i32;
}
impl Num for i32 {
    fn num(&self) -> i32 {
        *self * 2
    }
}
impl Num for u8 {
    fn num(&self) -> i32 {
        *self as i32 + 100
    }
}
fn show(a: impl Num, b: &impl Num) -> i32 {
    a.num() + b.num()
}
fn main() {
    unsafe {
        printf(c("%d %d\n\0"), show(3, &4u8), show(1u8, &5));
    }
}
