// `return;` in a function that returns a value: E0069.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f() -> u8 {
    return; //~ ERROR `return;` in a function whose return type is not `()`
}
