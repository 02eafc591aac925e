// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Every comparison with NaN is false except !=.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let nan = 0.0f64 / 0.0;
    let one = 1.0f64;
    unsafe {
        printf(c("%d %d %d %d %d %d\n\0"), (nan < one) as i32, (nan > one) as i32, (nan == nan) as i32,
               (nan != nan) as i32, (nan <= nan) as i32, (one >= one) as i32);
    }
}
