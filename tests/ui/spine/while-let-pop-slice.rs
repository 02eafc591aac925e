// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// while let with a slice pattern, shrinking the slice each round.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let data = [1, 2, 3, 4, 5, 6, 7];
    let mut rest: &[i32] = &data;
    let mut pairs = 0;
    while let [a, b, tail @ ..] = rest {
        pairs += *a * *b;
        rest = tail;
    }
    unsafe { printf(c("%d %lu\n\0"), pairs, rest.len()); }
}
