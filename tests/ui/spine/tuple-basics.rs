// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Tuples: fields, nesting, destructuring, assignment to a field.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut t = (1u8, -2i64, (3u16, 'x'));
    t.1 -= 40;
    let (a, b, (d, e)) = t;
    unsafe { printf(c("%d %ld %d %c %d\n\0"), a as i32, b, d as i32, e as i32, (t.2).0 as i32); }
}
