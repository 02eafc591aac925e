// Negating an unsigned integer: E0600.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) {
    let y = -x; //~ ERROR cannot apply unary operator `-` to type `u32`
}
