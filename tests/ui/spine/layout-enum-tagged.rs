// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Sizes of enums with data: the tag plus the largest variant.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[allow(dead_code)]
enum E1 {
    A(u32),
    B(u8),
}
#[allow(dead_code)]
enum E2 {
    A(u64),
    B,
}
#[allow(dead_code)]
enum E3 {
    Only,
}
#[allow(dead_code)]
enum Never {}
fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu\n\0"), size_of::<E1>(), size_of::<E2>(), size_of::<E3>(), size_of::<Never>());
    }
}
