// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Sizes and alignments of the primitive types on x86-64.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu %lu %lu\n\0"), size_of::<i8>(), size_of::<i16>(), size_of::<i32>(),
               size_of::<i64>(), size_of::<i128>(), size_of::<isize>());
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of::<f32>(), size_of::<f64>(), size_of::<bool>(),
               size_of::<char>(), size_of::<()>());
        printf(c("%lu %lu %lu %lu\n\0"), align_of::<u16>(), align_of::<u64>(), align_of::<u128>(), align_of::<f64>());
    }
}
