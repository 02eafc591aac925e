// run-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// Writing past the end of an array panics before the write.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut a = [0u32; 3];
    let mut i = 0;
    while i < 5 {
        a[i] = i as u32;
        unsafe { printf(c("wrote %lu\n\0"), i); }
        i += 1;
    }
}
