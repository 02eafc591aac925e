// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A user Deref type: `*p`, method calls and field access through it.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Inner {
    v: i32,
}
impl Inner {
    fn get(&self) -> i32 {
        self.v
    }
}
struct Ptr<'a> {
    target: &'a Inner,
}
impl<'a> Deref for Ptr<'a> {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        self.target
    }
}
fn takes(i: &Inner) -> i32 {
    i.v * 2
}
fn main() {
    let inner = Inner { v: 21 };
    let p = Ptr { target: &inner };
    let by_star = (*p).v;
    unsafe { printf(c("%d %d %d %d\n\0"), by_star, p.get(), p.v, takes(&p)); }
}
