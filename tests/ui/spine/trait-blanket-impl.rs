// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A blanket impl over every T with a bound.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Double {
    fn double(&self) -> Self;
}
impl<T: Add<Output = T> + Copy> Double for T {
    fn double(&self) -> T {
        *self + *self
    }
}
fn main() {
    unsafe { printf(c("%d %.2f %lu\n\0"), 21.double(), 1.25f64.double(), 7usize.double()); }
}
