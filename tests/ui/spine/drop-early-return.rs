// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// return drops the locals live at that point, in reverse order.
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
fn f(early: bool) -> i32 {
    let _a = D(1);
    if early {
        let _b = D(2);
        return 10;
    }
    let _c = D(3);
    20
}
fn main() {
    let x = f(true);
    unsafe { printf(c("-- %d\n\0"), x); }
    let y = f(false);
    unsafe { printf(c("-- %d\n\0"), y); }
}
