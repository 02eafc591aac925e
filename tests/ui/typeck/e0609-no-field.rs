// Accessing a field the type does not have: E0609.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub struct Point {
    pub x: i32,
}

pub fn f(p: Point) -> i32 {
    p.x + p.w //~ ERROR no field `w` on type `Point`
}
