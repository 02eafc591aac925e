// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// drop_in_place on a raw pointer to a struct with droppable fields.
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
#[allow(dead_code)]
struct Two {
    x: D,
    y: (u8, D),
}
fn main() {
    let mut m = ManuallyDrop { value: Two { x: D(1), y: (0, D(2)) } };
    unsafe {
        drop_in_place(&mut m.value as *mut Two);
        printf(c("after\n\0"));
    }
}
