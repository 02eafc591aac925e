// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// match is an expression; its arms may be blocks.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let n = 7;
    let kind = match n % 2 {
        0 => {
            let h = n / 2;
            h * 100
        }
        _ => n * 3 + 1,
    };
    unsafe { printf(c("%d\n\0"), kind); }
}
