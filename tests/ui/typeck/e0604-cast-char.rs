// Only `u8` casts to `char`: E0604.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(x: u32) -> char {
    x as char //~ ERROR only `u8` can be cast as `char`, not `u32`
}
