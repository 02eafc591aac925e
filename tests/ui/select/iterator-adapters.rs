// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Projections in impl where-clauses (`F: FnMut(I::Item) -> B`), closures
// whose argument types come from normalised projections, blanket impls,
// supertrait methods on generic and dyn receivers, bounds declared on
// associated types, Clone/Copy of user types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

pub struct Map<I, F> { iter: I, f: F }
impl<B, I: Iterator, F: FnMut(I::Item) -> B> Iterator for Map<I, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { match self.iter.next() { Some(x) => Some((self.f)(x)), None => None } }
}
pub struct Filter<I, P> { iter: I, p: P }
impl<I: Iterator, P: FnMut(&I::Item) -> bool> Iterator for Filter<I, P> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        loop { match self.iter.next() { Some(x) => if (self.p)(&x) { return Some(x) }, None => return None } }
    }
}
trait IterExt: Iterator + Sized {
    fn map2<B, F: FnMut(Self::Item) -> B>(self, f: F) -> Map<Self, F> { Map { iter: self, f } }
    fn filter2<P: FnMut(&Self::Item) -> bool>(self, p: P) -> Filter<Self, P> { Filter { iter: self, p } }
    fn sum2(mut self) -> i32 where Self: Iterator<Item = i32> { let mut s = 0; while let Some(x) = self.next() { s += x; } s }
    fn fold2<B, F: FnMut(B, Self::Item) -> B>(mut self, init: B, mut f: F) -> B {
        let mut acc = init;
        while let Some(x) = self.next() { acc = f(acc, x); }
        acc
    }
}
impl<I: Iterator> IterExt for I {}

struct P { x: i32, y: i32 }
impl Clone for P { fn clone(&self) -> P { *self } }
impl Copy for P {}
impl Add for P { type Output = P; fn add(self, o: P) -> P { P { x: self.x + o.x, y: self.y + o.y } } }
trait Animal { fn legs(&self) -> i32; }
trait Pet: Animal { fn name(&self) -> i32; fn describe(&self) -> i32 { self.legs() * 100 + self.name() } }
struct Dog;
impl Animal for Dog { fn legs(&self) -> i32 { 4 } }
impl Pet for Dog { fn name(&self) -> i32 { 7 } }
trait Show { fn show(&self) -> i32; }
impl Show for i32 { fn show(&self) -> i32 { *self } }
impl<T: Show> Show for &T { fn show(&self) -> i32 { (**self).show() + 1000 } }
impl<A: Show, B: Show> Show for (A, B) { fn show(&self) -> i32 { self.0.show() + self.1.show() } }
fn show_it<T: Show>(t: T) -> i32 { t.show() }
fn legs_of<T: Pet>(t: &T) -> i32 { t.legs() + t.describe() }
fn dyn_pet(p: &dyn Pet) -> i32 { p.describe() + p.legs() }
trait HasShow { type T: Show; fn get(&self) -> Self::T; }
impl HasShow for Dog { type T = (i32, i32); fn get(&self) -> (i32, i32) { (1, 2) } }
fn via_assoc<H: HasShow>(h: &H) -> i32 { h.get().show() }
fn twice<F>(f: F) -> i32 where F: Fn(i32) -> i32 + Copy { let g = f; f(1) + g(2) }

fn main() {
    let s = (0..10).map2(|x| x * 2).filter2(|x| *x > 5).sum2();
    let k = 3;
    let f = (1..4).fold2(0, |a, b| a + b * k);
    let p = P { x: 1, y: 2 } + P { x: 10, y: 20 };
    let q = p.clone();
    let d = Dog;
    unsafe {
        printf(c("%d %d %d %d %d\n\0"), s, f, p.x + q.y, legs_of(&d), dyn_pet(&d));
        printf(c("%d %d %d %d\n\0"), show_it((5, &6)), via_assoc(&d), twice(|x| x + k), p.y);
    }
}
