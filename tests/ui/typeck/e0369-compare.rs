// Comparing values of a type without PartialEq: E0369.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items, arbitrary_self_types)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "receiver"]
pub trait Receiver {}

#[lang = "eq"]
pub trait PartialEq<Rhs: ?Sized = Self> {
    fn eq(&self, other: &Rhs) -> bool;
}

pub struct P;

pub fn f(a: P, b: P) -> bool {
    a == b //~ ERROR binary operation `==` cannot be applied to type `P`
}
