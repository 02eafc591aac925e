// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure capturing a whole struct by reference and mutating through
// a &mut capture.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Acc {
    sum: i64,
    n: u32,
}
fn main() {
    let mut a = Acc { sum: 0, n: 0 };
    let mut add = |x: i64| {
        a.sum += x;
        a.n += 1;
    };
    add(5);
    add(-2);
    add(40);
    unsafe { printf(c("%ld %u\n\0"), a.sum, a.n); }
}
