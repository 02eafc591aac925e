// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Temporaries die at the end of their statement; `let _ = ` drops at once,
// `let _x = ` at scope end.
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
impl D {
    fn val(&self) -> i32 {
        self.0
    }
}
fn main() {
    let v = D(1).val() + 10;
    unsafe { printf(c("after stmt %d\n\0"), v); }
    let _ = D(2);
    unsafe { printf(c("after let _\n\0")); }
    let _keep = D(3);
    unsafe { printf(c("end\n\0")); }
}
