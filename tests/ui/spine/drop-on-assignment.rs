// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Assigning to an initialised place drops the old value first.
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
#[allow(unused_assignments)]
fn main() {
    let mut d = D(1);
    d = D(2);
    unsafe { printf(c("assigned\n\0")); }
    let mut s = (D(10), 5);
    s.0 = D(11);
    unsafe { printf(c("end %d %d\n\0"), d.0, s.1); }
}
