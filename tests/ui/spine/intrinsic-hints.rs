// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// likely, unlikely, assume and black_box change no values.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{assume, black_box, likely, unlikely};
fn main() {
    let x = black_box(41) + 1;
    unsafe {
        assume(x == 42);
        printf(c("%d %d %d\n\0"), x, likely(x > 0) as i32, unlikely(x < 0) as i32);
    }
}
