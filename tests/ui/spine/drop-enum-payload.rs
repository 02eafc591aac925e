// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Dropping an enum drops the payload of the variant it holds.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct D(i32);
impl Drop for D {
    fn drop(&mut self) {
        unsafe { printf(c("drop %d\n\0"), self.0); }
    }
}
enum E {
    One(D),
    Two(D, D),
    Empty,
}
fn main() {
    let list = [E::Two(D(2), D(3)), E::Empty, E::One(D(1))];
    let _ = &list;
    unsafe { printf(c("end\n\0")); }
}
