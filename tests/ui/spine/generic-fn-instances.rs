// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// One generic function instantiated at several types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn pick<T>(c: bool, a: T, b: T) -> T {
    if c { a } else { b }
}
fn main() {
    let x = pick(true, 1u8, 2u8);
    let y = pick(false, 1i64 << 40, 3);
    let z = pick(true, (1, 2.5f64), (3, 4.5));
    unsafe { printf(c("%d %ld %d %.1f\n\0"), x as i32, y, z.0, z.1); }
}
