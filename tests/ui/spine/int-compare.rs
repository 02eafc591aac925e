// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Comparisons of signed and unsigned values (a negative i32 is less, a
// large u32 is greater).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn p(b: bool) {
    unsafe { printf(c("%d\0"), b as i32); }
}
fn main() {
    let a: i32 = -1;
    let b: i32 = 1;
    let u: u32 = 0xffff_ffff;
    let v: u32 = 1;
    p(a < b); p(a <= b); p(a > b); p(a >= b); p(a == b); p(a != b);
    p(u < v); p(u > v); p(u == u); p(v != v);
    p(-5i8 < 3i8); p(200u8 > 100u8);
    unsafe { printf(c("\n\0")); }
}
