// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Integer literal forms: hex, octal, binary, underscores, suffixes, bytes.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let h = 0xff_u32;
    let o = 0o755;
    let b = 0b1010_1010u8;
    let big = 1_000_000i64;
    let ch = b'A';
    let esc = b'\n';
    unsafe {
        printf(c("%u %d %d %ld %d %d\n\0"), h, o, b as i32, big, ch as i32, esc as i32);
    }
}
