// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C overflow-checks=off
// Without overflow checks, arithmetic wraps silently.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn add(a: u8, b: u8) -> u8 {
    a + b
}
fn inc(m: i32) -> i32 {
    m + 1
}
fn dec(m: u32) -> u32 {
    m - 1
}
fn main() {
    unsafe {
        printf(c("%d %d %u\n\0"), add(250, 10) as i32, inc(2147483647), dec(0));
    }
}
