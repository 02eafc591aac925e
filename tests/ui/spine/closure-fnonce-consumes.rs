// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A closure that moves a captured non-Copy value out is FnOnce.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Token(i32);
fn run<F: FnOnce() -> Token>(f: F) -> i32 {
    f().0
}
fn main() {
    let t = Token(9);
    let f = move || t;
    unsafe { printf(c("%d\n\0"), run(f)); }
}
