// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #[start] instead of `fn main` through the start lang item.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![feature(start)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[start]
fn entry(argc: isize, _argv: *const *const u8) -> isize {
    unsafe { printf(c("argc=%ld\n\0"), argc); }
    0
}
