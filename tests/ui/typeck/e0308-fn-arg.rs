// A function argument of the wrong type: E0308 with the callee pointed at.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

fn takes(a: u8, b: bool) {}

pub fn f() {
    takes(1, 2); //~ ERROR mismatched types
}
