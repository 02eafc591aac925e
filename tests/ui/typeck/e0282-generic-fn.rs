// A call of a generic function whose parameter nothing decides: E0282 on the path.
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
    make(); //~ ERROR type annotations needed
}
