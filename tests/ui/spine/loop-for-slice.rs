// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// for over &[T] through an IntoIterator impl for slice references.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let v = [3i64, 1, 4, 1, 5, 9, 2, 6];
    let mut max = 0;
    for x in &v[..] {
        if *x > max {
            max = *x;
        }
    }
    let mut count = 0;
    for _ in iter(&v[2..5]) {
        count += 1;
    }
    unsafe { printf(c("%ld %d\n\0"), max, count); }
}
