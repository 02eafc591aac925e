// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A generic fn instantiated and turned into a fn pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn id<T>(x: T) -> T {
    x
}
fn size<T>() -> usize {
    size_of::<T>()
}
fn main() {
    let f: fn(u8) -> u8 = id::<u8>;
    let g: fn() -> usize = size::<(u64, u8)>;
    unsafe { printf(c("%d %lu\n\0"), f(200) as i32, g()); }
}
