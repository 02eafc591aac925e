// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// An overflow inside the Add impl (a #[track_caller] method) is reported at
// the caller's `+` of a generic function.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sum<T: Add<Output = T>>(a: T, b: T) -> T {
    a + b
}
fn main() {
    unsafe { printf(c("%d\n\0"), sum(100i8, 27i8) as i32); }
    unsafe { printf(c("%d\n\0"), sum(100i8, 28i8) as i32); }
}
