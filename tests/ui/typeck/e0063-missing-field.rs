// A struct expression that leaves out a field: E0063.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct Point {
    pub x: i32,
    pub y: i32,
}

pub fn f() {
    let p = Point { x: 1 }; //~ ERROR missing field `y` in initializer of `Point`
}
