// A field access on a primitive type: E0610.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) -> u32 {
    x.foo //~ ERROR `u32` is a primitive type and therefore doesn't have fields
}
