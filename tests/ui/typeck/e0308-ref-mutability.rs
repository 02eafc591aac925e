// A shared reference where a mutable one is expected: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

fn takes(r: &mut u8) {}

pub fn f(x: &u8) {
    takes(x); //~ ERROR mismatched types
}
