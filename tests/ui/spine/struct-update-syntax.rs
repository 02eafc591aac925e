// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Functional record update `..base`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Config {
    a: i32,
    b: i32,
    c: i32,
}
impl Clone for Config {
    fn clone(&self) -> Config {
        *self
    }
}
impl Copy for Config {}
fn main() {
    let base = Config { a: 1, b: 2, c: 3 };
    let x = Config { b: 20, ..base };
    let y = Config { a: 100, c: 300, ..x };
    unsafe { printf(c("%d %d %d / %d %d %d\n\0"), x.a, x.b, x.c, y.a, y.b, y.c); }
}
