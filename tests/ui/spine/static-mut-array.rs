// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A static mut array written element by element.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

static mut BUF: [u8; 8] = [0; 8];
fn main() {
    unsafe {
        let mut i = 0;
        while i < 8 {
            BUF[i] = (i * i) as u8;
            i += 1;
        }
        printf(c("%d %d\n\0"), BUF[3] as i32, BUF[7] as i32);
    }
}
