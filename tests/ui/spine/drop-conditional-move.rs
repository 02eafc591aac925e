// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A value moved on only one path needs a drop flag.
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
fn maybe(b: bool) {
    let d = D(if b { 1 } else { 2 });
    if b {
        drop(d);
        unsafe { printf(c("moved\n\0")); }
    }
    unsafe { printf(c("end of maybe\n\0")); }
}
fn main() {
    maybe(true);
    maybe(false);
}
