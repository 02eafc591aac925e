// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Arrays are passed by value (a copy) unless borrowed.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn zero(mut a: [u32; 4]) -> u32 {
    a[0] = 0;
    a[0] + a[3]
}
fn zero_ref(a: &mut [u32; 4]) {
    a[0] = 0;
}
fn main() {
    let mut a = [5, 6, 7, 8];
    let r = zero(a);
    let before = a[0];
    zero_ref(&mut a);
    unsafe { printf(c("%u %u %u\n\0"), r, before, a[0]); }
}
