// A struct expression naming a field the struct does not have: E0560.
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

pub fn f() {
    let p = Point { x: 1, z: 2 }; //~ ERROR struct `Point` has no field named `z`
}
