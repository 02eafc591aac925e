// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Trait objects made from instances of a generic impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Show {
    fn show(&self) -> i64;
}
struct W<T>(T);
impl Show for W<u8> {
    fn show(&self) -> i64 {
        self.0 as i64
    }
}
impl<T: Show> Show for (T, T) {
    fn show(&self) -> i64 {
        self.0.show() * 1000 + self.1.show()
    }
}
fn main() {
    let p = (W(1u8), W(2u8));
    let objs: [&dyn Show; 2] = [&W(9u8), &p];
    unsafe { printf(c("%ld %ld\n\0"), objs[0].show(), objs[1].show()); }
}
