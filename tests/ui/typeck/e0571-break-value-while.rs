// `break` with a value out of a `while` loop: E0571.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(c: bool) {
    while c {
        break 1; //~ ERROR `break` with value from a `while` loop
    }
}
