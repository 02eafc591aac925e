// A method call on a local whose type is not known yet: E0282 at the local.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn make<T>() -> T {
    loop {}
}

pub fn f() {
    let y = make(); //~ ERROR type annotations needed
    y.len();
}
