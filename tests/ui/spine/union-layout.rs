// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A union's size is its largest field rounded to its largest alignment.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C)]
union U {
    a: u8,
    b: u64,
    c: [u8; 13],
}
fn main() {
    unsafe { printf(c("%lu %lu\n\0"), size_of::<U>(), align_of::<U>()); }
}
