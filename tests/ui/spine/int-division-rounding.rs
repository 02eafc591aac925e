// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Division of signed values rounds toward zero at every width.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"), (-7i8 / 2) as i32, (-7i16 % 2) as i32, -7i32 / -2, 7i32 % -2);
        printf(c("%ld %ld\n\0"), -7i64 / 2, -7i64 % 3);
    }
}
