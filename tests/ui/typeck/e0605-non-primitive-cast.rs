// Casting a struct with : E0605.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct S;

pub fn f(s: S) {
    let x = s as u32; //~ ERROR non-primitive cast: `S` as `u32`
}
