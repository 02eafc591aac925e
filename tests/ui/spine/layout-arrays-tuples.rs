// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Array sizes are element size times length; tuples are padded.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of::<[u16; 5]>(), size_of::<[[u8; 3]; 4]>(),
               size_of::<(u8, u32)>(), size_of::<(u8, u16, u8)>(), size_of::<[u64; 0]>());
    }
}
