// A method call on a primitive type that has no such method: E0599.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) {
    x.frobnicate(); //~ ERROR no method named `frobnicate` found for type `u32` in the current scope
}
