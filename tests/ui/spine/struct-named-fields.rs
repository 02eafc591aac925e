// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A struct with named fields: construction, reads, writes.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Point {
    x: i32,
    y: i32,
}
fn main() {
    let mut p = Point { x: 3, y: 4 };
    p.x += 10;
    let Point { x, y } = p;
    unsafe { printf(c("%d %d\n\0"), x, y); }
}
