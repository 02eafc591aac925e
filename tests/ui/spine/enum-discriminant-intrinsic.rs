// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The discriminant_value intrinsic on enums with and without data.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::discriminant_value;
enum A {
    X(u32),
    Y,
    Z { q: u8 },
}
#[repr(i8)]
enum B {
    P = -2,
    Q = 7,
}
fn q(a: &A) -> u8 {
    match a {
        A::Z { q } => *q,
        A::X(_) | A::Y => 0,
    }
}
fn main() {
    let a = [A::X(5), A::Y, A::Z { q: 1 }];
    unsafe { printf(c("%d \0"), q(&a[2]) as i32); }
    unsafe {
        printf(c("%ld %ld %ld %d %d\n\0"), discriminant_value(&a[0]) as i64, discriminant_value(&a[1]) as i64,
               discriminant_value(&a[2]) as i64, discriminant_value(&B::P) as i32, discriminant_value(&B::Q) as i32);
    }
}
