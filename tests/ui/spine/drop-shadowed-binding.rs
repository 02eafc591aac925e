// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A shadowed binding still lives (and drops) at the end of the scope.
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
    let x = D(1);
    let x = D(x.0 + 1);
    unsafe { printf(c("end %d\n\0"), x.0); }
}
