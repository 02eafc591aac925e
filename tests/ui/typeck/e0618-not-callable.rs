// Calling something that is not a function: E0618.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: i32) {
    x(); //~ ERROR expected function, found `i32`
}
