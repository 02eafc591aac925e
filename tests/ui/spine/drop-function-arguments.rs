// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Arguments are dropped at the callee's end, after its locals.
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
fn f(_a: D, _b: D) {
    let _l = D(3);
    unsafe { printf(c("in f\n\0")); }
}
fn main() {
    f(D(1), D(2));
    unsafe { printf(c("end\n\0")); }
}
