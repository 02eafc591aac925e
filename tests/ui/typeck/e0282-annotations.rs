// A local whose type nothing decides: E0282.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f() {
    let x; //~ ERROR type annotations needed
}
