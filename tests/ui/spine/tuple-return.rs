// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Functions returning tuples (divmod) and taking them.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn divmod(a: i32, b: i32) -> (i32, i32) {
    (a / b, a % b)
}
fn swap(p: (i32, i64)) -> (i64, i32) {
    (p.1, p.0)
}
fn main() {
    let (q, r) = divmod(47, 5);
    let s = swap((q, 1 << 33));
    unsafe { printf(c("%d %d %ld %d\n\0"), q, r, s.0, s.1); }
}
