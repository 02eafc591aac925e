// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A default method is in the vtable and calls a required method.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Area {
    fn w(&self) -> u32;
    fn h(&self) -> u32;
    fn area(&self) -> u32 {
        self.w() * self.h()
    }
}
struct R(u32, u32);
impl Area for R {
    fn w(&self) -> u32 {
        self.0
    }
    fn h(&self) -> u32 {
        self.1
    }
}
fn main() {
    let r = R(6, 7);
    let d: &dyn Area = &r;
    unsafe { printf(c("%u\n\0"), d.area()); }
}
