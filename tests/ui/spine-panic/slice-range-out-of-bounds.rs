// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// A range past the slice's end panics inside the Index impl, reported at
// the caller (#[track_caller]).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = [1, 2, 3];
    let n = 5;
    let s = &a[1..n];
    unsafe { printf(c("%lu\n\0"), s.len()); }
}
