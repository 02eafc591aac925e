// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `loop` yields the value given to `break`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut n = 27u64;
    let mut steps = 0;
    let r = loop {
        if n == 1 {
            break steps;
        }
        n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 };
        steps += 1;
    };
    unsafe { printf(c("%d\n\0"), r); }
}
