// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Closures passed to functions bounded by Fn, FnMut and FnOnce.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn call_fn<F: Fn(i32) -> i32>(f: F) -> i32 {
    f(1) + f(2)
}
fn call_mut<F: FnMut() -> i32>(mut f: F) -> i32 {
    f();
    f()
}
fn call_once<F: FnOnce(i32) -> i32>(f: F) -> i32 {
    f(5)
}
fn main() {
    let k = 10;
    let mut n = 0;
    let a = call_fn(|x| x * k);
    let b = call_mut(|| {
        n += 3;
        n
    });
    let d = call_once(move |x| x + k);
    unsafe { printf(c("%d %d %d\n\0"), a, b, d); }
}
