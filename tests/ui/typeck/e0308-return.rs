// A body whose value does not match the return type: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f() -> u8 {
    true //~ ERROR mismatched types
}
