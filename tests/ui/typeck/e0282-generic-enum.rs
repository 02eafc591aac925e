// A local of a generic enum whose parameter nothing decides: E0282 names the type.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub enum Maybe<T> {
    Nothing,
    Just(T),
}

pub fn f() {
    let x = Maybe::Nothing; //~ ERROR type annotations needed for `Maybe<T>`
}
