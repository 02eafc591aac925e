// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A #[track_caller] fn calling another forwards its own caller's location.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::caller_location;
#[track_caller]
fn inner() -> u32 {
    caller_location().line
}
#[track_caller]
fn outer() -> u32 {
    inner()
}
fn plain() -> u32 {
    inner()
}
fn main() {
    let a = outer();
    let b = plain();
    unsafe { printf(c("%u %u\n\0"), a, b); }
}
