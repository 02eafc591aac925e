// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A non-capturing closure coerces to a fn pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn apply(f: fn(i32) -> i32, x: i32) -> i32 {
    f(x)
}
fn main() {
    let table: [fn(i32) -> i32; 3] = [|x| x + 1, |x| x * 2, |x| -x];
    let mut acc = 1;
    let mut i = 0;
    while i < 3 {
        acc = table[i](acc);
        i += 1;
    }
    unsafe { printf(c("%d %d\n\0"), acc, apply(|v| v * v, 12)); }
}
