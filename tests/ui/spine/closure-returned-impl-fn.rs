// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Functions returning closures as `impl Fn`.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn adder(n: i32) -> impl Fn(i32) -> i32 {
    move |x| x + n
}
fn compose<A: Fn(i32) -> i32, B: Fn(i32) -> i32>(a: A, b: B) -> impl Fn(i32) -> i32 {
    move |x| b(a(x))
}
fn main() {
    let add5 = adder(5);
    let f = compose(add5, adder(100));
    unsafe { printf(c("%d\n\0"), f(1)); }
}
