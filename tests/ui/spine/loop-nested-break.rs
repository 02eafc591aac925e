// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// break leaves only the innermost loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut out = 0;
    for i in 0..4 {
        let mut j = 0;
        loop {
            if j == i {
                break;
            }
            out += 1;
            j += 1;
        }
    }
    unsafe { printf(c("%d\n\0"), out); }
}
