// A struct pattern naming a field the struct does not have: E0026.
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

pub fn f(p: Point) {
    let Point { x, zz } = p; //~ ERROR struct `Point` does not have a field named `zz`
}
