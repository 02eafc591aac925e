// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Indexing a slice past its length panics with the index and length.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn get(s: &[i64], i: usize) -> i64 {
    s[i]
}
fn main() {
    let a = [10, 20, 30];
    unsafe { printf(c("%ld\n\0"), get(&a[1..], 1)); }
    unsafe { printf(c("%ld\n\0"), get(&a[1..], 2)); }
}
