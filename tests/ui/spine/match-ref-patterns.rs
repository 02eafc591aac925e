// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `ref` and `ref mut` bindings, and `&` patterns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct S {
    a: i32,
    b: i32,
}
fn main() {
    let mut s = S { a: 1, b: 2 };
    match s {
        S { ref mut a, ref b } => {
            *a += *b * 10;
        }
    }
    let r = &(5, 6);
    let &(x, y) = r;
    let v = [1, 2];
    let mut sum = 0;
    for &e in &v[..] {
        sum += e;
    }
    unsafe { printf(c("%d %d %d %d\n\0"), s.a, x, y, sum); }
}
