// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `!` coerces to any type: diverging arms in match and if.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn fail() -> ! {
    unsafe {
        printf(c("exiting\n\0"));
        exit(0)
    }
}
fn pick(n: i32) -> i32 {
    match n {
        0 => 10,
        1 => fail(),
        _ => loop {},
    }
}
fn main() {
    let x: u64 = if pick(0) == 10 { 7 } else { fail() };
    unsafe { printf(c("%lu\n\0"), x); }
    pick(1);
}
