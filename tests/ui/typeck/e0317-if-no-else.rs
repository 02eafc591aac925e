// An `if` without `else` whose value is used as a non-unit type: E0317.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f(c: bool) -> u32 {
    let x: u32 = if c { 1 }; //~ ERROR `if` may be missing an `else` clause
    x
}
