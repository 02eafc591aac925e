// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Empty slices and arrays.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: [u64; 0] = [];
    let s: &[u64] = &a;
    let t: &[u8] = &[];
    let mut n = 0;
    for _ in s {
        n += 1;
    }
    unsafe { printf(c("%lu %lu %d\n\0"), s.len(), t.len(), n); }
}
