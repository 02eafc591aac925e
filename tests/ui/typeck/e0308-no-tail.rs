// A function that must return a value but whose body ends with a statement: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) -> u32 { //~ ERROR mismatched types
    x;
}
