// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Variadic calls with C's default argument promotions: ints, longs,
// doubles, pointers, chars, C strings.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x: i64 = -1 << 40;
    let d: f64 = 2.5;
    let f: f32 = 0.5;
    unsafe {
        printf(c("%d %ld %u %.2f %.2f %c %s %d\n\0"), 1i32, x, 7u32, d, f as f64, 'Z' as i32, c("str\0"),
               true as i32);
        printf(c("%5d|%-4d|%05.1f\n\0"), 42, 7, 3.14159);
    }
}
