// concat_idents!'s argument errors.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

pub fn f() {
    let _ = concat_idents!(); //~ ERROR concat_idents! takes 1 or more arguments
    let _ = concat_idents!(a b); //~ ERROR concat_idents! expecting comma
    let _ = concat_idents!(a, 1); //~ ERROR concat_idents! requires ident args
}
