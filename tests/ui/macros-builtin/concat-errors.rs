// concat!'s errors: byte literals, non-literals (one error for all of
// them), and a missing comma.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

pub fn f() {
    let x = 1;
    let _ = concat!(b"a", "b"); //~ ERROR cannot concatenate a byte string literal
    let _ = concat!(x, 1 + 1, "c"); //~ ERROR expected a literal
    let _ = concat!(-1); //~ ERROR expected a literal
    let _ = concat!("a" "b"); //~ ERROR expected token: `,`
}
