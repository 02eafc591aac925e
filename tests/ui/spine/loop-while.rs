// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// while loops with a complex condition and continue.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut i = 0;
    let mut sum = 0;
    while i < 100 && sum < 1000 {
        i += 1;
        if i % 3 == 0 {
            continue;
        }
        sum += i;
    }
    unsafe { printf(c("%d %d\n\0"), i, sum); }
}
