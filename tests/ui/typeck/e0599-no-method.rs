// Calling a method no impl provides: E0599.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items, arbitrary_self_types)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "receiver"]
pub trait Receiver {}

pub struct S;
impl S {
    pub fn there(&self) {}
}

pub fn f(s: S) {
    s.there();
    s.missing(); //~ ERROR no method named `missing` found
}
