// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The Location's file is the path the compiler was given.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::caller_location;
#[track_caller]
fn file() -> &'static str {
    caller_location().file
}
fn main() {
    print_str(file());
    print_str("\n");
}
