// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Builder-style methods taking and returning self by value.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct B {
    w: u32,
    h: u32,
    d: u32,
}
impl B {
    fn new() -> B {
        B { w: 1, h: 1, d: 1 }
    }
    fn w(mut self, v: u32) -> B {
        self.w = v;
        self
    }
    fn h(mut self, v: u32) -> B {
        self.h = v;
        self
    }
    fn volume(&self) -> u32 {
        self.w * self.h * self.d
    }
}
fn main() {
    unsafe { printf(c("%u\n\0"), B::new().w(3).h(5).volume()); }
}
