// build-pass
// compile-flags: -C panic=abort -C link-arg=-lc --emit=asm
// --emit=asm writes the assembly of a no_core program.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe { printf(c("asm\n\0")); }
}
