// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -O
// -O turns debug assertions, and with them overflow checks, off.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn mul(a: i16, b: i16) -> i16 {
    a * b
}
fn main() {
    unsafe {
        printf(c("%d\n\0"), mul(300, 300) as i32);
    }
}
