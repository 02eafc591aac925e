// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Calling the panic lang item directly reports the call's location.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn check(x: i32) {
    if x > 2 {
        panic("x is too big");
    }
    unsafe { printf(c("ok %d\n\0"), x); }
}
fn main() {
    check(1);
    check(3);
}
