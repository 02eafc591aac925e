// build-pass
// compile-flags: -C panic=abort -C link-arg=-lc --crate-type staticlib
// A no_core staticlib exporting a #[no_mangle] extern "C" function.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[no_mangle]
pub extern "C" fn spine_static_add(a: i32, b: i32) -> i32 {
    a + b
}
