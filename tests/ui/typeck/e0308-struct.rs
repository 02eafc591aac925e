// Distinct structs do not unify; the note spells out both types: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct Foo<T>(T);
pub struct Bar;

pub fn f(b: Bar) {
    let x: Foo<u8> = b; //~ ERROR mismatched types
}
