// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Locals are dropped at the end of their scope in reverse declaration order.
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
    let _a = D(1);
    let _b = D(2);
    {
        let _c = D(3);
        let _d = D(4);
        unsafe { printf(c("inner end\n\0")); }
    }
    let _e = D(5);
    unsafe { printf(c("main end\n\0")); }
}
