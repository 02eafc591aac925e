// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Trait selection end to end: impls of generic traits, default methods,
// where-clauses of generic fns, associated types through bounds, closures
// through Fn/FnMut/FnOnce bounds, dyn calls, static methods on type params.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape { fn area(&self) -> i32; fn double(&self) -> i32 { self.area() + self.area() } }
struct Sq(i32);
struct Rect { w: i32, h: i32 }
impl Shape for Sq { fn area(&self) -> i32 { self.0 * self.0 } }
impl Shape for Rect { fn area(&self) -> i32 { self.w * self.h } }
trait Named { type Name: Copy; fn name(&self) -> Self::Name; }
impl Named for Sq { type Name = i32; fn name(&self) -> i32 { 7 } }
fn total<T: Shape>(xs: &[T]) -> i32 { let mut s = 0; let mut i = 0; while i < xs.len() { s += xs[i].area(); i += 1; } s }
fn apply<F: Fn(i32) -> i32>(f: F, x: i32) -> i32 { f(x) }
fn apply_mut<F>(mut f: F) where F: FnMut() { f(); f(); }
fn apply_once<F: FnOnce() -> R, R>(f: F) -> R { f() }
fn dynsum(xs: &[&dyn Shape]) -> i32 { xs[0].area() + xs[1].double() }
fn name_of<N: Named>(n: &N) -> N::Name { n.name() }
fn add_all<T: Add<Output = T> + Copy>(a: T, b: T) -> T { a + b }
struct D(i32);
impl Drop for D { fn drop(&mut self) { unsafe { printf(c("drop %d\n\0"), self.0); } } }
trait Make { fn make() -> Self; }
impl Make for i32 { fn make() -> i32 { 5 } }
fn make<T: Make>() -> T { T::make() }
fn inc(x: i32) -> i32 { x + 1 }

fn main() {
    let s = Sq(3);
    let r = Rect { w: 2, h: 5 };
    let arr = [Sq(1), Sq(2)];
    let t = total(&arr);
    let k = 10;
    let cl = apply(|x| x + k, 5);
    let mut count = 0;
    apply_mut(|| count += 1);
    let d = D(4);
    let o = apply_once(move || d.0);
    let shapes: [&dyn Shape; 2] = [&s, &r];
    let ds = dynsum(&shapes);
    let n = name_of(&s);
    let a = add_all(1, 2);
    let m: i32 = make();
    let mut sum = 0;
    for i in 0..4 { sum += i; }
    let f: fn(i32) -> i32 = inc;
    let g = apply(f, 1);
    let v = match Some(3) { Some(x) => x, None => 0 };
    unsafe {
        printf(c("%d %d %d %d %d %d\n\0"), s.double(), t, cl, count, o, ds);
        printf(c("%d %d %d %d %d %d\n\0"), n, a, m, sum, g, v);
    }
}
