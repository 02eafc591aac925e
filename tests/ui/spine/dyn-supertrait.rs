// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Supertrait methods called on a subtrait object.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Base {
    fn base(&self) -> i32;
}
trait Derived: Base {
    fn derived(&self) -> i32 {
        self.base() * 10
    }
}
struct S(i32);
impl Base for S {
    fn base(&self) -> i32 {
        self.0
    }
}
impl Derived for S {}
fn main() {
    let s = S(4);
    let d: &dyn Derived = &s;
    unsafe { printf(c("%d %d\n\0"), d.base(), d.derived()); }
}
