// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -g -C opt-level=1
// With -g codegen gives libgccjit locations from MIR spans and names
// user variables; the program still runs the same.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn sum(n: i32) -> i32 {
    let mut total = 0;
    let mut i = 1;
    while i <= n {
        total += i;
        i += 1;
    }
    total
}
fn main() {
    let result = sum(10);
    unsafe { printf(c("%d\n\0"), result); }
}
