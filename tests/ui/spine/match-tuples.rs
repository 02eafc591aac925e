// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Matching tuples with literals, bindings and wildcards.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn fizz(n: u32) -> u32 {
    match (n % 3, n % 5) {
        (0, 0) => 15,
        (0, _) => 3,
        (_, 0) => 5,
        (_, r) => 100 + r,
    }
}
fn main() {
    let mut n = 1;
    while n <= 15 {
        unsafe { printf(c("%u \0"), fizz(n)); }
        n += 1;
    }
    unsafe { printf(c("\n\0")); }
}
