// build-fail
// compile-flags: -C panic=abort -C link-arg=-lc
// rcc's own error (rustc's LLVM makes a function of it): LLVM intrinsics
// are emitted inline at their calls, so the address of one is an error
// at its declaration, never a symbol libgccjit rejects.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, link_llvm_intrinsics)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "C" {
    #[link_name = "llvm.x86.sse2.pause"]
    fn pause(); //~ ERROR rcc cannot take the address of the LLVM intrinsic `llvm.x86.sse2.pause`
}

fn main() {
    let f: unsafe extern "C" fn() = pause;
    unsafe { f() };
}
