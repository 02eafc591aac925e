// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A moved value is dropped by its new owner, not at the old scope's end.
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
fn consume(d: D) {
    unsafe { printf(c("consume %d\n\0"), d.0); }
}
fn main() {
    let a = D(1);
    let b = D(2);
    consume(a);
    let c2 = b;
    unsafe { printf(c("end %d\n\0"), c2.0); }
}
