// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A trait method with its own type parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Mapper {
    fn apply<T, F: Fn(i32) -> T>(&self, f: F) -> T;
}
struct Val(i32);
impl Mapper for Val {
    fn apply<T, F: Fn(i32) -> T>(&self, f: F) -> T {
        f(self.0)
    }
}
fn main() {
    let v = Val(20);
    let a = v.apply(|x| x + 1);
    let b = v.apply(|x| x > 10);
    unsafe { printf(c("%d %d\n\0"), a, b as i32); }
}
