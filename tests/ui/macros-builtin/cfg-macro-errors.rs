// cfg!'s argument is one cfg predicate.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

pub fn f() {
    let _ = cfg!(); //~ ERROR macro requires a cfg-pattern as an argument
    let _ = cfg!(a, b); //~ ERROR expected 1 cfg-pattern
    let _ = cfg!(a b); //~ ERROR expected 1 cfg-pattern
    let _ = cfg!("unix"); //~ ERROR expected identifier, found `"unix"`
    let _ = cfg!(foo(bar)); //~ ERROR invalid predicate `foo`
}
