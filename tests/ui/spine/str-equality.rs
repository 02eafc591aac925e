// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Comparing strs with == through PartialEq for str.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = "abc";
    let b = "abd";
    let d = "abc";
    unsafe { printf(c("%d %d %d\n\0"), (a == d) as i32, (a == b) as i32, (*a != *b) as i32); }
}
