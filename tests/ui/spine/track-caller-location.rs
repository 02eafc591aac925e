// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #[track_caller] functions see their caller's location.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::caller_location;
#[track_caller]
fn where_am_i() -> (u32, u32) {
    let l = caller_location();
    (l.line, l.col)
}
fn main() {
    let a = where_am_i();
    let b =
        where_am_i();
    unsafe { printf(c("%u:%u %u:%u\n\0"), a.0, a.1, b.0, b.1); }
}
