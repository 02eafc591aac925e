// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Generic functions calling generic functions: every instance is made.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn twice<T: Copy>(x: T) -> (T, T) {
    (x, x)
}
fn quad<T: Copy>(x: T) -> ((T, T), (T, T)) {
    twice(twice(x))
}
fn main() {
    let q = quad(7u8);
    let r = quad(-1i64);
    unsafe { printf(c("%d %ld\n\0"), ((q.0).1 + (q.1).0) as i32, (r.1).1); }
}
