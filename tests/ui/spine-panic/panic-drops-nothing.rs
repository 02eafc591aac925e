// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// With panic=abort and a panic handler that exits, no destructors run.
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
    let _d = D(1);
    let v = [1, 2];
    let i = 2;
    unsafe { printf(c("%d\n\0"), v[i]); }
}
