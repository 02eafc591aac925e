// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A fn item and a fn pointer passed where Fn, FnMut and FnOnce are
// bounds: each call goes through the fn-pointer shim of that trait.
#![feature(no_core, lang_items, intrinsics, rustc_attrs, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;
fn double(x: i32) -> i32 { x * 2 }
fn apply<F: Fn(i32) -> i32>(f: F, v: i32) -> i32 { f(v) }
fn apply_mut<F: FnMut(i32) -> i32>(mut f: F, v: i32) -> i32 { f(v) }
fn apply_once<F: FnOnce(i32) -> i32>(f: F, v: i32) -> i32 { f(v) }

fn main() {
    let p: fn(i32) -> i32 = double;
    unsafe { printf(c("%d\n\0"), apply(double, 3) + apply_mut(double, 4) + apply_once(p, 5)); }
}
