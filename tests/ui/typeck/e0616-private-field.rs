// Reading a private field from outside the struct's module: E0616.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

mod inner {
    pub struct Foo {
        x: u8,
        pub y: u8,
    }
    pub fn get(f: &Foo) -> u8 {
        f.x
    }
}

pub fn f(p: inner::Foo) -> u8 {
    let a = p.y;
    p.x //~ ERROR field `x` of struct `Foo` is private
}
