// Dereferencing a value that is not a pointer: E0614.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) {
    let y = *x; //~ ERROR type `u32` cannot be dereferenced
}
