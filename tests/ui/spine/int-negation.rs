// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unary minus on signed integers of every width.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: i8 = 100;
    let b: i16 = -300;
    let d: i64 = 1 << 40;
    unsafe {
        printf(c("%d %d %d %ld\n\0"), (-a) as i32, (-b) as i32, -(7i32), -d);
    }
}
