// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Indexing an array past its end panics through panic_bounds_check.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn get(a: [u8; 4], i: usize) -> u8 {
    a[i]
}
fn main() {
    let a = [1, 2, 3, 4];
    unsafe { printf(c("%d\n\0"), get(a, 3) as i32); }
    unsafe { printf(c("%d\n\0"), get(a, 4) as i32); }
}
