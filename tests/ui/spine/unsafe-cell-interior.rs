// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Interior mutability through UnsafeCell behind a shared reference.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Cell {
    v: UnsafeCell<i32>,
}
impl Cell {
    fn set(&self, x: i32) {
        unsafe { *(&self.v as *const UnsafeCell<i32> as *mut i32) = x; }
    }
    fn get(&self) -> i32 {
        self.v.value
    }
}
fn main() {
    let c0 = Cell { v: UnsafeCell { value: 1 } };
    let r1 = &c0;
    let r2 = &c0;
    r1.set(5);
    r2.set(r1.get() * 2);
    unsafe { printf(c("%d\n\0"), c0.get()); }
}
