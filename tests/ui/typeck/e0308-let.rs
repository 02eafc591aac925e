// A value of the wrong type for a let with a type annotation: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(y: bool) {
    let x: u8 = y; //~ ERROR mismatched types
}
