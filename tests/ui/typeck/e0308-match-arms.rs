// Arms of a match with incompatible types: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(c: bool) {
    let x = match c {
        true => 1u8,
        false => 'a', //~ ERROR `match` arms have incompatible types
    };
}
