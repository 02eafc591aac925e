// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Struct patterns: field values, bindings, `..`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct P {
    x: i32,
    y: i32,
    z: i32,
}
fn f(p: &P) -> i32 {
    match *p {
        P { x: 0, y: 0, .. } => 0,
        P { x: 0, y, .. } => y,
        P { z: 9, x, .. } => x * 100,
        P { x, y, z } => x + y + z,
    }
}
fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"), f(&P { x: 0, y: 0, z: 5 }), f(&P { x: 0, y: 7, z: 5 }),
               f(&P { x: 3, y: 1, z: 9 }), f(&P { x: 1, y: 2, z: 3 }));
    }
}
