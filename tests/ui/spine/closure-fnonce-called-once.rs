// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure moving out a captured value with a Drop impl: FnOnce; the
// value is dropped by the callee that receives it.
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
fn take(d: D) -> i32 {
    d.0
}
fn run<F: FnOnce() -> i32>(f: F) -> i32 {
    unsafe { printf(c("before call\n\0")); }
    f()
}
fn main() {
    let d = D(3);
    let r = run(move || take(d));
    unsafe { printf(c("r=%d\n\0"), r); }
}
