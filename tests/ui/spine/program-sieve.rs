// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A sieve of Eratosthenes over a local bool array.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut composite = [false; 100];
    let mut count = 0;
    let mut last = 0;
    for i in 2..100usize {
        if !composite[i] {
            count += 1;
            last = i;
            let mut j = i * i;
            while j < 100 {
                composite[j] = true;
                j += i;
            }
        }
    }
    unsafe { printf(c("%d %lu\n\0"), count, last); }
}
