// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Calls through &dyn Trait dispatch to the concrete impl via the vtable.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Animal {
    fn legs(&self) -> i32;
}
struct Bird;
struct Cat {
    lives: i32,
}
impl Animal for Bird {
    fn legs(&self) -> i32 {
        2
    }
}
impl Animal for Cat {
    fn legs(&self) -> i32 {
        4 + self.lives * 100
    }
}
fn count(a: &dyn Animal) -> i32 {
    a.legs()
}
fn main() {
    let c0 = Cat { lives: 9 };
    unsafe { printf(c("%d %d\n\0"), count(&Bird), count(&c0)); }
}
