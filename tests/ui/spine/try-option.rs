// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `?` on Option returns None early.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn get(v: &[i32], i: usize) -> Option<i32> {
    if i < v.len() { Some(v[i]) } else { None }
}
fn sum3(v: &[i32]) -> Option<i32> {
    let a = get(v, 0)?;
    let b = get(v, 1)?;
    let d = get(v, 2)?;
    Some(a + b + d)
}
fn main() {
    let a = sum3(&[1, 2, 3, 4]);
    let b = sum3(&[1, 2]);
    unsafe { printf(c("%d %d\n\0"), a.unwrap_or(-1), b.unwrap_or(-1)); }
}
