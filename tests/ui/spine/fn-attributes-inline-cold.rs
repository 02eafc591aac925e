// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// #[inline], #[inline(always)], #[inline(never)] and #[cold] change no
// behaviour.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[inline]
fn a(x: i32) -> i32 {
    x + 1
}
#[inline(always)]
fn b(x: i32) -> i32 {
    x * 2
}
#[inline(never)]
fn d(x: i32) -> i32 {
    x - 3
}
#[cold]
fn e(x: i32) -> i32 {
    -x
}
fn main() {
    unsafe { printf(c("%d\n\0"), e(d(b(a(4))))); }
}
