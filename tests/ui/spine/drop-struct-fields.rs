// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A struct's own Drop runs first, then its fields in declaration order.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct D(i32);
impl Drop for D {
    fn drop(&mut self) {
        unsafe { printf(c("field %d\n\0"), self.0); }
    }
}
#[allow(dead_code)]
struct Outer {
    a: D,
    b: D,
    c: D,
}
impl Drop for Outer {
    fn drop(&mut self) {
        unsafe { printf(c("outer (a=%d)\n\0"), self.a.0); }
    }
}
fn main() {
    let _o = Outer { a: D(1), b: D(2), c: D(3) };
}
