// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Assignments through &mut of fields of &mut of array elements.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct P {
    v: [i32; 3],
}
fn set(p: &mut P, i: usize, x: i32) {
    let slot = &mut p.v[i];
    *slot = x;
}
fn main() {
    let mut ps = [P { v: [0; 3] }, P { v: [0; 3] }];
    set(&mut ps[1], 2, 9);
    {
        let r = &mut ps[0];
        let rr = &mut *r;
        rr.v[0] = 4;
    }
    unsafe { printf(c("%d %d\n\0"), ps[0].v[0], ps[1].v[2]); }
}
