// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `?` leaving a function drops its live locals.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct D(i32);
impl Drop for D {
    fn drop(&mut self) {
        unsafe { printf(c("drop %d\n\0"), self.0); }
    }
}
fn f(o: Option<i32>) -> Option<i32> {
    let _a = D(1);
    let v = o?;
    let _b = D(2);
    Some(v)
}
fn main() {
    f(None);
    unsafe { printf(c("--\n\0")); }
    f(Some(5));
}
