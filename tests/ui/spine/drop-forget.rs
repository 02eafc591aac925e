// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// forget (the intrinsic) and ManuallyDrop suppress the destructor.
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
    forget(D(1));
    let _m = ManuallyDrop { value: D(2) };
    let _d = D(3);
    unsafe { printf(c("end\n\0")); }
}
