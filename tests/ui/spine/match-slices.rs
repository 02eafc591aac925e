// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Slice patterns: fixed lengths, `..` in the middle, bindings of the rest.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn describe(s: &[i32]) -> i32 {
    match s {
        [] => 0,
        [x] => *x,
        [a, b] => *a * 10 + *b,
        [first, .., last] => *first * 100 + *last,
    }
}
fn rest_len(s: &[u8]) -> usize {
    match s {
        [_, rest @ ..] => rest.len(),
        [] => 99,
    }
}
fn main() {
    let v = [1, 2, 3, 4];
    unsafe {
        printf(c("%d %d %d %d\n\0"), describe(&v[..0]), describe(&v[..1]), describe(&v[..2]), describe(&v));
        printf(c("%lu %lu\n\0"), rest_len(&[1u8, 2, 3]), rest_len(&[]));
    }
}
