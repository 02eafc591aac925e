// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// fn items coerced to fn pointers, stored, compared and called.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn inc(x: i32) -> i32 {
    x + 1
}
fn dbl(x: i32) -> i32 {
    x * 2
}
fn pick(b: bool) -> fn(i32) -> i32 {
    if b { inc } else { dbl }
}
fn main() {
    let f: fn(i32) -> i32 = inc;
    let g = pick(false);
    unsafe { printf(c("%d %d %d %d\n\0"), f(1), g(10), pick(true)(5), (f as usize == inc as fn(i32) -> i32 as usize) as i32); }
}
