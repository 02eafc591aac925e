// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A generic trait implemented several times for one type; the argument
// type selects the impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Take<T> {
    fn take(&self, t: T) -> i32;
}
struct S;
impl Take<u8> for S {
    fn take(&self, t: u8) -> i32 {
        t as i32
    }
}
impl Take<bool> for S {
    fn take(&self, t: bool) -> i32 {
        if t { 1000 } else { 2000 }
    }
}
impl Take<(i32, i32)> for S {
    fn take(&self, t: (i32, i32)) -> i32 {
        t.0 * t.1
    }
}
fn main() {
    let s = S;
    unsafe { printf(c("%d %d %d\n\0"), s.take(7u8), s.take(false), s.take((6, 7))); }
}
