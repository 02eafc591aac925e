// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Array repeat expressions, element writes, copies by value.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut a = [0i32; 5];
    a[2] = 7;
    let b = a;
    a[2] = 9;
    let d = [1u8; 3];
    unsafe { printf(c("%d %d %lu %d\n\0"), a[2], b[2], d.len(), d[0] as i32 + d[1] as i32 + d[2] as i32); }
}
