// A type-relative path to a missing associated function: E0599.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct S;

pub fn f() {
    let s = S::new(); //~ ERROR no function or associated item named `new` found
}
