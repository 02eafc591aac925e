// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Mutation through &mut dyn Trait.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Counter {
    fn bump(&mut self, by: u32);
    fn get(&self) -> u32;
}
struct C {
    n: u32,
}
impl Counter for C {
    fn bump(&mut self, by: u32) {
        self.n += by;
    }
    fn get(&self) -> u32 {
        self.n
    }
}
fn work(c: &mut dyn Counter) {
    c.bump(2);
    c.bump(40);
}
fn main() {
    let mut x = C { n: 0 };
    work(&mut x);
    unsafe { printf(c("%u\n\0"), x.get()); }
}
