// assert!'s argument errors: none at all, a stray semicolon, a missing
// comma before the message.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;
pub use mini_core::{option, panic, panicking};

pub fn f() {
    let x = true;
    assert!(); //~ ERROR macro requires a boolean expression as an argument
    assert!(x;); //~ ERROR macro requires an expression as an argument
    assert!(x "message"); //~ ERROR unexpected string literal
}
