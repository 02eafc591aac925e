// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `move` closures copy their captures: later changes are not seen.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut x = 5;
    let f = move || x * 2;
    x = 100;
    let mut y = 1;
    let mut g = move || {
        y += 1;
        y
    };
    g();
    let r = g();
    unsafe { printf(c("%d %d %d %d\n\0"), f(), x, r, y); }
}
