// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Trait objects of a generic trait, instantiated at two argument types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Conv<T> {
    fn conv(&self) -> T;
}
struct N(i32);
impl Conv<i64> for N {
    fn conv(&self) -> i64 {
        self.0 as i64 * 1000000000
    }
}
impl Conv<bool> for N {
    fn conv(&self) -> bool {
        self.0 != 0
    }
}
fn main() {
    let n = N(7);
    let a: &dyn Conv<i64> = &n;
    let b: &dyn Conv<bool> = &n;
    unsafe { printf(c("%ld %d\n\0"), a.conv(), b.conv() as i32); }
}
