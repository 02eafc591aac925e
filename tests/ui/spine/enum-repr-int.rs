// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #[repr(u8)] / #[repr(i64)] enums have that size and discriminant type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(u8)]
enum Small {
    A = 1,
    B = 255,
}
#[repr(i64)]
enum Wide {
    Neg = -5,
    Pos = 1 << 40,
}
fn main() {
    unsafe {
        printf(c("%lu %lu %d %ld %ld\n\0"), size_of::<Small>(), size_of::<Wide>(), Small::B as i32,
               Wide::Neg as i64, Wide::Pos as i64);
        printf(c("%d\n\0"), Small::A as u8 as i32);
    }
}
