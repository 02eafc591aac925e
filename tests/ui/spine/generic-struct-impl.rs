// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A generic struct with an inherent impl and a method generic over more.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Pair<A, B> {
    a: A,
    b: B,
}
impl<A: Copy, B: Copy> Pair<A, B> {
    fn swap(&self) -> Pair<B, A> {
        Pair { a: self.b, b: self.a }
    }
    fn with<C>(&self, c: C) -> (A, B, C) {
        (self.a, self.b, c)
    }
}
fn main() {
    let p = Pair { a: 1u16, b: -2i64 };
    let q = p.swap();
    let t = p.with('z');
    unsafe { printf(c("%ld %d %d %ld %c\n\0"), q.a, q.b as i32, t.0 as i32, t.1, t.2 as i32); }
}
