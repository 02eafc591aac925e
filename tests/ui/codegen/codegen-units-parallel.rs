// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C codegen-units=3
// Several codegen units, compiled by forked workers and linked together:
// generic instances and functions called across units.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

mod a {
    pub fn sq<T: crate::spine_core::Copy + crate::spine_core::Mul<Output = T>>(x: T) -> T {
        x * x
    }
}
mod b {
    pub fn go() -> i64 {
        crate::a::sq(7i64) + crate::a::sq(3i32) as i64
    }
}
fn main() {
    unsafe { printf(c("%ld %d\n\0"), b::go(), a::sq(5i32)); }
}
