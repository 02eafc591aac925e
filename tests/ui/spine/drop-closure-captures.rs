// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A move closure owns its captures: they drop when the closure does.
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
    let d = D(1);
    {
        let f = move || d.0 + 1;
        unsafe { printf(c("call %d\n\0"), f()); }
    }
    unsafe { printf(c("end\n\0")); }
}
