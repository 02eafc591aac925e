// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Unit structs have size 0 and can carry impls.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Unit;
impl Unit {
    fn get(&self) -> i32 {
        7
    }
}
fn main() {
    let u = Unit;
    unsafe { printf(c("%d %lu\n\0"), u.get(), size_of::<Unit>()); }
}
