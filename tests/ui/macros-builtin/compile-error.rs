// compile_error! reports its message at the call; the argument may come
// from another macro.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

compile_error!("at item level"); //~ ERROR at item level

pub fn f() {
    compile_error!(concat!("built ", "from concat")); //~ ERROR built from concat
    compile_error!(x); //~ ERROR argument must be a string literal
}
