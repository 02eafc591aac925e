// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A #[no_mangle] extern "C" fn is reachable by its plain name from a
// foreign declaration (here through #[link_name]).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[no_mangle]
pub extern "C" fn spine_triple(x: i32) -> i32 {
    x * 3
}
mod ffi {
    extern "C" {
        #[link_name = "spine_triple"]
        pub fn triple_by_name(x: i32) -> i32;
    }
}
fn main() {
    unsafe { printf(c("%d %d\n\0"), spine_triple(4), ffi::triple_by_name(5)); }
}
