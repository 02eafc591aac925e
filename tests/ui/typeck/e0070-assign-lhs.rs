// Assigning to something that is not a place: E0070.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

const ONE: u8 = 1;

pub fn f() {
    ONE = 2; //~ ERROR invalid left-hand side of assignment
}
