// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Impls for dyn types next to virtual calls, blanket impls over ?Sized,
// projection bounds in where-clauses, inherent impls with bounds, static
// trait methods, closures and fns through fn pointers and FnMut bounds.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Visitor { fn visit(&mut self, x: i32); fn result(&self) -> i32; }
struct Summer(i32);
impl Visitor for Summer { fn visit(&mut self, x: i32) { self.0 += x; } fn result(&self) -> i32 { self.0 } }
struct Maxer(i32);
impl Visitor for Maxer { fn visit(&mut self, x: i32) { if x > self.0 { self.0 = x; } } fn result(&self) -> i32 { self.0 } }
fn walk(xs: &[i32], v: &mut dyn Visitor) { for x in iter(xs) { v.visit(*x); } }
trait Describe { fn describe(&self) -> i32; }
impl<T: Describe + ?Sized> Describe for &T { fn describe(&self) -> i32 { (**self).describe() * 10 } }
impl Describe for dyn Visitor { fn describe(&self) -> i32 { self.result() } }
impl Describe for i32 { fn describe(&self) -> i32 { *self } }
fn desc<D: Describe>(d: D) -> i32 { d.describe() }
fn pairs<I: Iterator<Item = (i32, i32)>>(mut it: I) -> i32 { let mut s = 0; while let Some((a, b)) = it.next() { s += a * b; } s }
struct Zip2 { i: i32 }
impl Iterator for Zip2 { type Item = (i32, i32); fn next(&mut self) -> Option<(i32, i32)> { if self.i < 3 { self.i += 1; Some((self.i, self.i + 1)) } else { None } } }
fn call_twice<F: FnMut() -> i32>(mut f: F) -> i32 { f() + f() }
fn make_counter() -> i32 { let mut n = 0; let r = call_twice(|| { n += 5; n }); r + n }
struct Wrap<T> { v: T }
impl<T: Copy + Add<Output = T>> Wrap<T> { fn doubled(&self) -> T { self.v + self.v } }
trait Zero { fn zero() -> Self; }
impl Zero for i32 { fn zero() -> i32 { 0 } }
fn sum_all<T: Zero + Add<Output = T> + Copy>(xs: &[T]) -> T { let mut s = T::zero(); for x in iter(xs) { s = s + *x; } s }
fn apply_fnptr(f: fn(i32) -> i32, x: i32) -> i32 { f(x) }
fn sq(x: i32) -> i32 { x * x }

fn main() {
    let xs = [3, 9, 2];
    let mut s = Summer(0);
    let mut m = Maxer(0);
    walk(&xs, &mut s);
    walk(&xs, &mut m);
    let dv: &dyn Visitor = &s;
    let d1 = desc(dv);
    let d2 = desc(&&5);
    let p = pairs(Zip2 { i: 0 });
    let w = Wrap { v: 21 }.doubled();
    let sa = sum_all(&xs);
    let a = apply_fnptr(sq, 7);
    let b = apply_fnptr(|x| x - 1, 7);
    let mc = make_counter();
    unsafe { printf(c("%d %d %d %d %d %d %d %d %d %d\n\0"), s.result(), m.result(), d1, d2, p, w, sa, a, b, mc); }
}
