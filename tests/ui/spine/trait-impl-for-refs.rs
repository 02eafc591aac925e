// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Impls for reference types and method resolution through autoref.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Describe {
    fn d(self) -> i32;
}
impl Describe for i32 {
    fn d(self) -> i32 {
        1
    }
}
impl Describe for &i32 {
    fn d(self) -> i32 {
        2
    }
}
impl Describe for &mut i32 {
    fn d(self) -> i32 {
        3
    }
}
fn main() {
    let mut x = 5;
    let a = x.d();
    let b = (&x).d();
    let m = (&mut x).d();
    unsafe { printf(c("%d %d %d\n\0"), a, b, m); }
}
