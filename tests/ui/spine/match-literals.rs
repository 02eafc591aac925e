// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// match on integer literals with a wildcard arm.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn word(n: u32) -> i32 {
    match n {
        0 => 'z' as i32,
        1 => 'o' as i32,
        2 => 't' as i32,
        _ => '?' as i32,
    }
}
fn main() {
    let mut i = 0;
    while i < 5 {
        unsafe { printf(c("%c\0"), word(i)); }
        i += 1;
    }
    unsafe { printf(c("\n\0")); }
}
