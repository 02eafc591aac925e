// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #![no_main] with the C `main` symbol written in Rust.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_main]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[no_mangle]
pub extern "C" fn main(argc: i32, _argv: *const *const i8) -> i32 {
    unsafe { printf(c("C main, argc=%d\n\0"), argc); }
    0
}
