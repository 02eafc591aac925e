// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// & | ^ and ! on signed and unsigned integers and bool.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a: u32 = 0xF0F0_1234;
    let b: u32 = 0x0FF0_00FF;
    let x: i16 = -2;
    unsafe {
        printf(c("%x %x %x %x\n\0"), a & b, a | b, a ^ b, !a);
        printf(c("%d %d\n\0"), (!x) as i32, (x & 0x7f) as i32);
        printf(c("%d %d %d %d\n\0"), (true & false) as i32, (true | false) as i32,
               (true ^ true) as i32, (!false) as i32);
    }
}
