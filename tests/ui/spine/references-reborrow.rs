// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// &mut passed down and reborrowed; references to references.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn add_one(x: &mut i32) {
    *x += 1;
}
fn add_two(x: &mut i32) {
    add_one(x);
    add_one(&mut *x);
}
fn read(r: &&i32) -> i32 {
    **r
}
fn main() {
    let mut v = 1;
    add_two(&mut v);
    {
        let r = &mut v;
        add_one(r);
        add_one(r);
    }
    let rr = &v;
    unsafe { printf(c("%d %d\n\0"), v, read(&rr)); }
}
