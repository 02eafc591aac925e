// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Fully qualified calls pick between same-named methods.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait A {
    fn f(&self) -> i32;
}
trait B {
    fn f(&self) -> i32;
}
struct S;
impl A for S {
    fn f(&self) -> i32 {
        1
    }
}
impl B for S {
    fn f(&self) -> i32 {
        2
    }
}
impl S {
    fn f(&self) -> i32 {
        3
    }
}
fn main() {
    let s = S;
    unsafe { printf(c("%d %d %d %d\n\0"), <S as A>::f(&s), B::f(&s), s.f(), S::f(&s)); }
}
