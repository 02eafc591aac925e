// concat_bytes!: what it cannot take, with rustc's suggestions.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;

pub fn f() {
    let _ = concat_bytes!(b"ok", b'k', [1, 2], [3; 4]);
    let _ = concat_bytes!('a'); //~ ERROR cannot concatenate character literals
    let _ = concat_bytes!("s"); //~ ERROR cannot concatenate string literals
    let _ = concat_bytes!(1.5); //~ ERROR cannot concatenate float literals
    let _ = concat_bytes!(true); //~ ERROR cannot concatenate boolean literals
    let _ = concat_bytes!(42); //~ ERROR cannot concatenate numeric literals
    let _ = concat_bytes!([256]); //~ ERROR numeric literal is out of bounds
    let _ = concat_bytes!([1i32]); //~ ERROR numeric literal is not a `u8`
    let _ = concat_bytes!([[1]]); //~ ERROR cannot concatenate doubly nested array
    let _ = concat_bytes!([b"a"]); //~ ERROR cannot concatenate doubly nested array
    let x = 1;
    let _ = concat_bytes!(x); //~ ERROR expected a byte literal
}
