// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Option-like enums use the niche of references, bool and char.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[allow(dead_code)]
enum E {
    A,
    B(&'static u8),
}
fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of::<Option<&i32>>(), size_of::<Option<bool>>(),
               size_of::<Option<char>>(), size_of::<E>(), size_of::<Option<u32>>());
    }
}
