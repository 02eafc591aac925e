// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// if let with else and else-if-let chains.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(a: Option<i32>, b: Option<i32>) -> i32 {
    if let Some(x) = a {
        x
    } else if let Some(y) = b {
        y * 10
    } else {
        -1
    }
}
fn main() {
    unsafe { printf(c("%d %d %d\n\0"), f(Some(1), Some(2)), f(None, Some(2)), f(None, None)); }
}
