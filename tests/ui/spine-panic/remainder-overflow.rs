// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// MIN % -1 overflows as well.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn rem(a: i16, b: i16) -> i16 {
    a % b
}
fn main() {
    unsafe { printf(c("%d\n\0"), rem(-32768, -1) as i32); }
}
