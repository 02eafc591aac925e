// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The smallest spine program: `fn main` reached through the `start` lang
// item, printing through C's variadic printf.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    unsafe {
        printf(c("hello %d\n\0"), 42);
    }
}
