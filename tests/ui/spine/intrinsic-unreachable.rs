// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// unreachable() in a branch that is never taken.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::unreachable;
fn digit(n: u32) -> u32 {
    if n < 10 { n } else { unsafe { unreachable() } }
}
fn main() {
    unsafe { printf(c("%u\n\0"), digit(7)); }
}
