// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Enum discriminants given by constant expressions.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

const BASE: isize = 100;
enum E {
    A = BASE,
    B = BASE * 2 + 1,
    C,
}
fn main() {
    unsafe { printf(c("%ld %ld %ld\n\0"), E::A as i64, E::B as i64, E::C as i64); }
}
