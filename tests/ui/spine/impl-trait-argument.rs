// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `impl Trait` in argument position is a generic parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Area {
    fn area(&self) -> u32;
}
struct Sq(u32);
impl Area for Sq {
    fn area(&self) -> u32 {
        self.0 * self.0
    }
}
fn total(a: impl Area, b: &impl Area) -> u32 {
    a.area() + b.area()
}
fn call(f: impl Fn(u32) -> u32) -> u32 {
    f(4)
}
fn main() {
    unsafe { printf(c("%u %u\n\0"), total(Sq(3), &Sq(4)), call(|x| x + 1)); }
}
