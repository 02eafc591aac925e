// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// && and || evaluate their right operand only when needed.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn t(n: i32) -> bool {
    unsafe { printf(c("t%d \0"), n); }
    true
}
fn f(n: i32) -> bool {
    unsafe { printf(c("f%d \0"), n); }
    false
}
fn main() {
    let a = f(1) && t(2);
    let b = t(3) || f(4);
    let d = t(5) && f(6) || t(7);
    unsafe { printf(c("| %d %d %d\n\0"), a as i32, b as i32, d as i32); }
}
