// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// C-like enums cast to integers give their discriminants.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Color {
    Red,
    Green = 10,
    Blue,
    Neg = -3,
}
impl Clone for Color {
    fn clone(&self) -> Color {
        *self
    }
}
impl Copy for Color {}
fn main() {
    let all = [Color::Red, Color::Green, Color::Blue, Color::Neg];
    let mut i = 0;
    while i < 4 {
        unsafe { printf(c("%d \0"), all[i] as i32); }
        i += 1;
    }
    unsafe { printf(c("%d\n\0"), Color::Neg as u8 as i32); }
}
