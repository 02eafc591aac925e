// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// References to slices, str and trait objects are two words.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait T {}
fn main() {
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of::<&u8>(), size_of::<&[u8]>(), size_of::<&str>(),
               size_of::<&dyn T>(), size_of::<*const [u32]>());
    }
}
