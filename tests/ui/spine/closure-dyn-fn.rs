// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Closures called through &dyn Fn and &mut dyn FnMut.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn call(f: &dyn Fn(i32) -> i32) -> i32 {
    f(3)
}
fn call_mut(f: &mut dyn FnMut(i32)) {
    f(1);
    f(2);
}
fn main() {
    let m = 7;
    let mut total = 0;
    let a = call(&|x| x * m);
    call_mut(&mut |x| total += x * 10);
    unsafe { printf(c("%d %d\n\0"), a, total); }
}
