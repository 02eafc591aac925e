// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// () as a value: returned, stored in a tuple, compared.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn nothing() {}
fn main() {
    let u = nothing();
    let t = (u, 5, ());
    unsafe { printf(c("%d %d %lu\n\0"), t.1, (u == ()) as i32, size_of::<((), ())>()); }
}
