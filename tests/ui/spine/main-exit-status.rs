// run-fail
// failure-status: 3
// compile-flags: -C panic=abort -C link-arg=-lc
// main's return value goes through the termination lang item to the
// process status.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() -> i32 {
    unsafe { printf(c("returning 3\n\0")); }
    3
}
