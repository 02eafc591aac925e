// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A tuple struct and a newtype.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Pair(i32, i64);
struct Meters(u32);
fn main() {
    let mut p = Pair(1, 2);
    p.1 *= 1000000000000;
    let m = Meters(5);
    let Meters(inner) = m;
    unsafe { printf(c("%d %ld %u\n\0"), p.0, p.1, inner); }
}
