// A binary operator on a type that has no impl of its trait: E0369.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}

pub struct P;

pub fn f(a: P, b: P) {
    let c = a + b; //~ ERROR cannot add `P` to `P`
}
