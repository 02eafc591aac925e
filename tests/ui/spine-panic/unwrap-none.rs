// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Option::unwrap (#[track_caller]) on None reports the unwrap call site.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: Option<i32> = Some(1);
    let b: Option<i32> = None;
    unsafe { printf(c("%d\n\0"), a.unwrap()); }
    unsafe { printf(c("%d\n\0"), b.unwrap()); }
}
