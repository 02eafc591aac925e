// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Return-position `impl Trait`: a struct behind a trait, from a generic
// fn (the hidden type depends on the parameter), from an inherent
// method, inside a tuple, and a closure capturing a generic value; the
// callers use the trait's methods only.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape {
    fn area(&self) -> i32;
}
struct Square(i32);
struct Rect<T> {
    w: T,
    h: T,
}
impl Shape for Square {
    fn area(&self) -> i32 {
        self.0 * self.0
    }
}
impl Shape for Rect<i32> {
    fn area(&self) -> i32 {
        self.w * self.h
    }
}
impl Shape for Rect<u8> {
    fn area(&self) -> i32 {
        (self.w as i32) * (self.h as i32) + 1000
    }
}

fn square(n: i32) -> impl Shape {
    Square(n)
}
fn rect<T: Copy>(w: T, h: T) -> impl Shape
where
    Rect<T>: Shape,
{
    Rect { w, h }
}
struct Factory {
    base: i32,
}
impl Factory {
    fn make(&self) -> impl Shape {
        Square(self.base + 1)
    }
    fn pair(&self) -> (impl Shape, i32) {
        (Rect { w: self.base, h: 2 }, 7)
    }
}
fn scaler<T: Copy>(k: T) -> impl Fn(T) -> (T, T) {
    move |x| (k, x)
}
fn total(a: &dyn Shape, b: &dyn Shape) -> i32 {
    a.area() + b.area()
}

fn main() {
    let s = square(3);
    let r = rect(4i32, 5i32);
    let q = rect(2u8, 3u8);
    let f = Factory { base: 6 };
    let m = f.make();
    let (p, n) = f.pair();
    let pair = scaler(9u8);
    let (a, b) = pair(4);
    unsafe {
        printf(c("%d %d %d %d %d %d\n\0"), s.area(), r.area(), q.area(), m.area(), p.area(), n);
        printf(c("%d %d %d\n\0"), a as i32, b as i32, total(&s, &r));
    }
}
