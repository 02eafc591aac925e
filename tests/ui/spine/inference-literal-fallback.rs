// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unconstrained integer literals become i32 and float literals f64;
// constrained ones take the type they meet.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::size_of_val;
fn takes_u8(_x: u8) {}
fn main() {
    let a = 3;
    let b = 2.5;
    let d = 7;
    takes_u8(d);
    let e = [1, 2, 3];
    let f: u64 = e.len() as u64;
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of_val(&a), size_of_val(&b), size_of_val(&d), size_of_val(&e), f);
    }
}
