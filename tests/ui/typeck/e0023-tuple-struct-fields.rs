// A tuple struct pattern with the wrong number of fields: E0023.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct Pair(pub u8, pub u8);

pub fn f(p: Pair) {
    let Pair(a) = p; //~ ERROR this pattern has 1 field, but the corresponding tuple struct has 2 fields
}
