// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// bool and char to integers, u8 to char.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let t = true;
    let ch = 'é';
    let b: u8 = 97;
    unsafe {
        printf(c("%d %d %u %d\n\0"), t as i32, false as i32, ch as u32, ch as u8 as i32);
        printf(c("%u %c\n\0"), b as char as u32, (b as char) as i32);
    }
}
