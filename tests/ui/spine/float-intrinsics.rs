// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// sqrtf64, floorf64 and fabsf64 intrinsics.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{fabsf64, floorf64, sqrtf64};
fn main() {
    unsafe {
        printf(c("%.4f %.1f %.1f %.1f\n\0"), sqrtf64(2.0), floorf64(-2.5), floorf64(2.5), fabsf64(-3.0));
    }
}
