// Branches of  with incompatible types: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(c: bool) -> u32 {
    let x = if c { 1u8 } else { 2u16 }; //~ ERROR `if` and `else` have incompatible types
    0
}
