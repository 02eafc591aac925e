// A pattern of the wrong type for the scrutinee: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: (u8, u8)) {
    match x {
        (1, true) => {} //~ ERROR mismatched types
        _ => {}
    }
}
