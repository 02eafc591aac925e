// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Direct and mutual recursion.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn fib(n: u32) -> u64 {
    if n < 2 { n as u64 } else { fib(n - 1) + fib(n - 2) }
}
fn is_even(n: u32) -> bool {
    if n == 0 { true } else { is_odd(n - 1) }
}
fn is_odd(n: u32) -> bool {
    if n == 0 { false } else { is_even(n - 1) }
}
fn ackermann(m: u64, n: u64) -> u64 {
    if m == 0 {
        n + 1
    } else if n == 0 {
        ackermann(m - 1, 1)
    } else {
        ackermann(m - 1, ackermann(m, n - 1))
    }
}
fn main() {
    unsafe { printf(c("%lu %d %d %lu\n\0"), fib(25), is_even(10) as i32, is_odd(7) as i32, ackermann(2, 3)); }
}
