// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Every compound assignment operator on a local.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut x: i32 = 10;
    x += 5;
    unsafe { printf(c("%d\n\0"), x); }
    x -= 3;
    unsafe { printf(c("%d\n\0"), x); }
    x *= 4;
    unsafe { printf(c("%d\n\0"), x); }
    x /= 5;
    unsafe { printf(c("%d\n\0"), x); }
    x %= 6;
    unsafe { printf(c("%d\n\0"), x); }
    x <<= 4;
    unsafe { printf(c("%d\n\0"), x); }
    x >>= 1;
    unsafe { printf(c("%d\n\0"), x); }
    x |= 0x101;
    unsafe { printf(c("%d\n\0"), x); }
    x &= 0xff;
    unsafe { printf(c("%d\n\0"), x); }
    x ^= 0x3;
    unsafe { printf(c("%d\n\0"), x); }
}
