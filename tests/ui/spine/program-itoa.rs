// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Integer to decimal text in a byte buffer, printed with %s.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn itoa(mut n: i64, buf: &mut [u8; 24]) -> *const i8 {
    let neg = n < 0;
    let mut i = 23;
    buf[i] = 0;
    if n == 0 {
        i -= 1;
        buf[i] = b'0';
    }
    while n != 0 {
        let d = n % 10;
        let d = if d < 0 { -d } else { d };
        i -= 1;
        buf[i] = b'0' + d as u8;
        n /= 10;
    }
    if neg {
        i -= 1;
        buf[i] = b'-';
    }
    &buf[i] as *const u8 as *const i8
}
fn main() {
    let mut b = [0u8; 24];
    unsafe {
        printf(c("%s \0"), itoa(0, &mut b));
        printf(c("%s \0"), itoa(12345, &mut b));
        printf(c("%s \0"), itoa(-9223372036854775807 - 1, &mut b));
        printf(c("%s\n\0"), itoa(-7, &mut b));
    }
}
