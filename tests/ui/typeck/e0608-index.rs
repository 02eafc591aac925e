// Indexing a value that cannot be indexed: E0608.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u8) -> u8 {
    x[0] //~ ERROR cannot index into a value of type `u8`
}
