// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// A usize counter underflowing in a countdown loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut n: usize = 3;
    loop {
        unsafe { printf(c("%lu\n\0"), n); }
        n -= 1;
    }
}
