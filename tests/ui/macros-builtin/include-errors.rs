// include_str!/include_bytes! of files that are not there, and malformed
// arguments.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

pub fn f() {
    let _ = include_str!("auxiliary/does-not-exist.txt"); //~ ERROR couldn't read
    let _ = include_bytes!("auxiliary/does-not-exist.bin"); //~ ERROR couldn't read
    let _ = include_str!(); //~ ERROR include_str! takes 1 argument
    let _ = include_str!(1); //~ ERROR argument must be a string literal
    let _ = include_bytes!(b"x"); //~ ERROR argument must be a string literal
}
