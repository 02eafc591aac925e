// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A static table of fn pointers.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn add(a: i32, b: i32) -> i32 {
    a + b
}
fn sub(a: i32, b: i32) -> i32 {
    a - b
}
fn mul(a: i32, b: i32) -> i32 {
    a * b
}
static OPS: [fn(i32, i32) -> i32; 3] = [add, sub, mul];
fn main() {
    let mut i = 0;
    while i < 3 {
        unsafe { printf(c("%d \0"), OPS[i](6, 3)); }
        i += 1;
    }
    unsafe { printf(c("\n\0")); }
}
