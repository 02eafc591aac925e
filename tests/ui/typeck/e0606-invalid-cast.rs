// Casting a reference to an integer directly: E0606.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(r: &u8) {
    let x = r as u32; //~ ERROR casting `&u8` as `u32` is invalid
}
