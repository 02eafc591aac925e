// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// char literals, escapes and comparisons.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = 'a';
    let smile = '\u{1F600}';
    let nl = '\n';
    let q = '\'';
    unsafe {
        printf(c("%u %u %u %u\n\0"), a as u32, smile as u32, nl as u32, q as u32);
        printf(c("%d %d\n\0"), (a < 'b') as i32, (smile > 'z') as i32);
    }
}
