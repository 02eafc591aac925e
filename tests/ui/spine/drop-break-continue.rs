// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// break and continue drop the loop body's locals.
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
    let mut i = 0;
    loop {
        let _d = D(i);
        i += 1;
        if i == 1 {
            continue;
        }
        if i == 3 {
            break;
        }
        unsafe { printf(c("body %d\n\0"), i); }
    }
    unsafe { printf(c("end\n\0")); }
}
