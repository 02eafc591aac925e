// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Bindings moved out in a match arm are dropped at the arm's end; the
// temporary scrutinee at the end of the match statement.
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
fn make(n: i32) -> Option<D> {
    Some(D(n))
}
fn main() {
    match make(1) {
        Some(d) => unsafe { printf(c("arm %d\n\0"), d.0); },
        None => {}
    }
    unsafe { printf(c("after match\n\0")); }
    match make(2) {
        Some(ref d) => unsafe { printf(c("ref arm %d\n\0"), d.0); },
        None => {}
    }
    unsafe { printf(c("end\n\0")); }
}
