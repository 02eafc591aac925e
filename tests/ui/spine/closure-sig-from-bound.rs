// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Closure parameter types are inferred from the callee's Fn bound.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct P {
    x: i32,
}
fn with<F: Fn(&P) -> i32>(p: &P, f: F) -> i32 {
    f(p)
}
fn main() {
    let p = P { x: 6 };
    unsafe { printf(c("%d\n\0"), with(&p, |q| q.x * 7)); }
}
