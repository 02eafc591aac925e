// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A local's type is fixed by a later use (unification across statements).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn wants(x: Option<i64>) -> i64 {
    x.unwrap_or(0)
}
#[allow(unused_assignments)]
fn main() {
    let mut v = None;
    let n = 1 << 40;
    v = Some(n);
    let r = wants(v);
    unsafe { printf(c("%ld\n\0"), r); }
}
