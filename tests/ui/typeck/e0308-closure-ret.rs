// A closure whose body does not match its annotated return type: E0308.
// compile-flags: --crate-type lib
#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}

pub fn f() {
    let c = |x: u8| -> bool { x }; //~ ERROR mismatched types
}
