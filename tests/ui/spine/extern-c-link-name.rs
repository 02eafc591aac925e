// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #[link_name] binds a differently named Rust declaration to a C symbol.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

mod c_lib {
    extern "C" {
        #[link_name = "abs"]
        pub fn absolute(x: i32) -> i32;
        #[link_name = "strlen"]
        pub fn length(s: *const i8) -> usize;
    }
}
fn main() {
    unsafe { printf(c("%d %lu\n\0"), c_lib::absolute(-17), c_lib::length(c("four\0"))); }
}
