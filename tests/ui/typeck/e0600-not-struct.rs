// The  operator on a type without a Not impl: E0600.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct S;

pub fn f(s: S) {
    let t = !s; //~ ERROR cannot apply unary operator `!` to type `S`
}
