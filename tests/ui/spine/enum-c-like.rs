// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// C-like enums with explicit discriminants matched and compared.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Level {
    Low = 1,
    Mid = 5,
    High = 100,
}
fn name(l: &Level) -> i32 {
    match l {
        Level::Low => 'L' as i32,
        Level::Mid => 'M' as i32,
        Level::High => 'H' as i32,
    }
}
fn main() {
    let ls = [Level::High, Level::Low, Level::Mid];
    for l in &ls[..] {
        unsafe { printf(c("%c\0"), name(l)); }
    }
    unsafe { printf(c(" %d\n\0"), Level::High as i32 + Level::Mid as i32); }
}
