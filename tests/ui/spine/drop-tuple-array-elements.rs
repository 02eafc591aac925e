// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Tuple fields and array elements drop in order, first to last.
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
fn main() {
    {
        let _t = (D(1), D(2), D(3));
    }
    unsafe { printf(c("--\n\0")); }
    {
        let _a = [D(4), D(5), D(6)];
    }
}
