// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Slices from arrays: length, indexing, passing to functions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sum(s: &[i32]) -> i32 {
    let mut t = 0;
    let mut i = 0;
    while i < s.len() {
        t += s[i];
        i += 1;
    }
    t
}
fn main() {
    let a = [1, 2, 3, 4, 5];
    let s: &[i32] = &a;
    unsafe { printf(c("%lu %d %d %d\n\0"), s.len(), s[4], sum(s), sum(&a)); }
}
