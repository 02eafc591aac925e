// build-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// rcc's own error (rustc's LLVM knows every LLVM intrinsic): a call of an
// LLVM intrinsic rcc does not implement is an error naming it, never a
// symbol libgccjit rejects.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, link_llvm_intrinsics)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "C" {
    #[link_name = "llvm.x86.sse42.crc32.32.32"]
    fn crc32(c: u32, v: u32) -> u32;
}

fn main() {
    let v = unsafe { crc32(0, 1) }; //~ ERROR rcc does not implement the LLVM intrinsic `llvm.x86.sse42.crc32.32.32`
    unsafe { printf(c("%d\n\0"), v as i32) };
}
