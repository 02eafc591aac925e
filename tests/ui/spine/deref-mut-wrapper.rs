// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// DerefMut: writes through a wrapper, and `*w = ...`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Wrapper {
    value: i64,
    writes: u32,
}
impl Deref for Wrapper {
    type Target = i64;
    fn deref(&self) -> &i64 {
        &self.value
    }
}
impl DerefMut for Wrapper {
    fn deref_mut(&mut self) -> &mut i64 {
        self.writes += 1;
        &mut self.value
    }
}
fn main() {
    let mut w = Wrapper { value: 5, writes: 0 };
    *w = 10;
    *w += 7;
    let v = *w;
    unsafe { printf(c("%ld %u\n\0"), v, w.writes); }
}
