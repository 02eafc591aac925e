// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// unchecked_* and exact_div on values that do not overflow.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{exact_div, unchecked_add, unchecked_div, unchecked_mul, unchecked_rem,
                             unchecked_shl, unchecked_shr, unchecked_sub};
fn main() {
    unsafe {
        printf(c("%d %d %d %d %d\n\0"), unchecked_add(40, 2), unchecked_sub(40, 2), unchecked_mul(6, 7),
               unchecked_div(-42, 5), unchecked_rem(-42, 5));
        printf(c("%u %u %ld\n\0"), unchecked_shl(1u32, 31u32), unchecked_shr(0x80u32, 7u32),
               exact_div(-144i64, 12i64));
    }
}
