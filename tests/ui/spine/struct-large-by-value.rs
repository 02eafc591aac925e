// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A large struct passed and returned by value.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Big {
    v: [u64; 8],
    tag: u8,
}
fn make(seed: u64) -> Big {
    let mut b = Big { v: [0; 8], tag: 9 };
    let mut i = 0;
    while i < 8 {
        b.v[i] = seed * i as u64;
        i += 1;
    }
    b
}
fn sum(b: Big) -> u64 {
    let mut s = b.tag as u64;
    let mut i = 0;
    while i < 8 {
        s += b.v[i];
        i += 1;
    }
    s
}
fn main() {
    let b = make(3);
    unsafe { printf(c("%lu %lu\n\0"), sum(b), sum(make(100))); }
}
