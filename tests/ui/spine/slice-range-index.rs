// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Sub-slices with a..b, a.., ..b and .. (Index<Range*> impls).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let a = [10, 20, 30, 40, 50];
    let s = &a[1..4];
    let t = &a[3..];
    let u = &a[..2];
    let w = &s[..];
    unsafe { printf(c("%lu %d %lu %d %lu %d %lu\n\0"), s.len(), s[0], t.len(), t[1], u.len(), u[1], w.len()); }
}
