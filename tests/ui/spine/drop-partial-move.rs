// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Moving one field out of a struct: the rest is dropped at scope end, the
// moved field by its new owner.
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
#[allow(dead_code)]
struct Pair {
    a: D,
    b: D,
}
fn main() {
    let p = Pair { a: D(1), b: D(2) };
    {
        let taken = p.a;
        unsafe { printf(c("took %d\n\0"), taken.0); }
    }
    unsafe { printf(c("end\n\0")); }
}
