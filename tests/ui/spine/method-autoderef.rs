// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Method calls autoref the receiver and autoderef through references.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Counter {
    n: i32,
}
impl Counter {
    fn get(&self) -> i32 {
        self.n
    }
    fn inc(&mut self) {
        self.n += 1;
    }
    fn consume(self) -> i32 {
        self.n * 100
    }
}
fn main() {
    let mut c0 = Counter { n: 1 };
    c0.inc();
    let r = &mut c0;
    r.inc();
    let rr = &&*r;
    let g = rr.get();
    let v = c0.consume();
    unsafe { printf(c("%d %d\n\0"), g, v); }
}
