// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// const fns with loops and branches evaluated by the const evaluator.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

const fn fact(n: u64) -> u64 {
    let mut r = 1;
    let mut i = 2;
    while i <= n {
        r *= i;
        i += 1;
    }
    r
}
const fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}
const F20: u64 = fact(20);
const G: u32 = gcd(1071, 462);
static TABLE: [u64; 3] = [fact(3), fact(4), fact(5)];
fn main() {
    unsafe { printf(c("%lu %u %lu\n\0"), F20, G, TABLE[2]); }
}
