// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unsizing coercions: &[T; N] to &[T] in arguments, lets and returns, and
// raw pointers.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn first(s: &[u8]) -> u8 {
    s[0]
}
fn whole(a: &[u8; 3]) -> &[u8] {
    a
}
fn main() {
    let a = [7u8, 8, 9];
    let b: &[u8] = &a;
    let p: *const [u8] = &a;
    unsafe {
        printf(c("%d %lu %lu %d\n\0"), first(&a) as i32, b.len(), whole(&a).len(), (*p)[2] as i32);
    }
}
