// Dereferencing a struct that does not implement Deref: E0614.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct S;

pub fn f(s: S) {
    let t = *s; //~ ERROR type `S` cannot be dereferenced
}
