// A struct pattern that does not mention every field: E0027.
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

pub fn f(p: Point) {
    let Point { x } = p; //~ ERROR pattern does not mention field `y`
}
