// build-pass
// compile-flags: -C panic=abort -C link-arg=-lc --crate-type lib
// A no_core library crate with generic and non-generic items builds.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

pub fn twice(x: i32) -> i32 {
    x * 2
}
pub fn id<T>(x: T) -> T {
    x
}
pub static TABLE: [u8; 3] = [1, 2, 3];
