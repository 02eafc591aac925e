// Tuple patterns against references (default binding modes) in fn
// parameters and let statements are irrefutable.
// check-pass
// compile-flags: --crate-type lib
#![feature(no_core, lang_items, intrinsics, auto_traits, negative_impls, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

pub trait Tr { fn m(&mut self); }
impl<A, B> Tr for (A, B) {
    fn m(&mut self) {
        let (a, b) = self;
        let _x: &mut A = a;
        let _y: &mut B = b;
    }
}
pub fn key<B, T>((x, _): &(B, T), (y, _): &(B, T)) -> (*const B, *const B) {
    (x as *const B, y as *const B)
}
pub struct S<T> { pub a: T, pub b: u8 }
pub fn st<T>(S { a, b }: &S<T>) -> (&T, &u8) { (a, b) }
pub fn nested<'a, T>(&(ref x, _): &'a (T, T), (a, (b, c)): &mut (u8, (T, u8))) -> &'a T { let _ = (a, b, c); x }
