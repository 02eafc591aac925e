// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `T: ?Sized` parameters accept slices, str and trait objects by reference.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Name {
    fn n(&self) -> i32;
}
impl Name for [u8] {
    fn n(&self) -> i32 {
        self.len() as i32
    }
}
impl Name for [u8; 3] {
    fn n(&self) -> i32 {
        100
    }
}
impl Name for str {
    fn n(&self) -> i32 {
        -(self.len() as i32)
    }
}
fn call<T: Name + ?Sized>(t: &T) -> i32 {
    t.n()
}
fn main() {
    let a = [1u8, 2, 3];
    let d: &dyn Name = &a;
    unsafe { printf(c("%d %d %d\n\0"), call(&a[..]), call("hello"), call(d)); }
}
