// run-pass
// revisions: o1 o2 os oz
// compile-flags: -C panic=abort -C link-arg=-lc
//[o1] compile-flags: -C opt-level=1
//[o2] compile-flags: -C opt-level=2
//[os] compile-flags: -C opt-level=s
//[oz] compile-flags: -C opt-level=z
// The same program at every opt level (no overflow checks above 0).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn collatz(mut n: u64) -> u32 {
    let mut s = 0;
    while n != 1 {
        n = if n % 2 == 0 { n / 2 } else { 3 * n + 1 };
        s += 1;
    }
    s
}
fn main() {
    let mut best = 0;
    let mut arg = 0;
    for i in 1..1000u64 {
        let s = collatz(i);
        if s > best {
            best = s;
            arg = i;
        }
    }
    unsafe { printf(c("%lu %u\n\0"), arg, best); }
}
