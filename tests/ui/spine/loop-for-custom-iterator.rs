// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// for over a hand-made Iterator: into_iter and next lang items.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Fib {
    a: u64,
    b: u64,
    left: u32,
}
impl Iterator for Fib {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let r = self.a;
        self.a = self.b;
        self.b += r;
        Some(r)
    }
}
fn main() {
    for x in (Fib { a: 0, b: 1, left: 12 }) {
        unsafe { printf(c("%lu \0"), x); }
    }
    unsafe { printf(c("\n\0")); }
}
