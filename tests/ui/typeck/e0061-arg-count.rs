// Calling a function with too few arguments: E0061.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

fn two(a: u8, b: u8) {}

pub fn f() {
    two(1); //~ ERROR this function takes 2 arguments but 1 argument was supplied
}
