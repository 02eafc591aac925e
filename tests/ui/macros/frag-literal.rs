// check-pass
// `literal` fragments: integer, float, string, byte, char and bool
// literals, optionally preceded by `-`; not identifiers or expressions.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! is_lit {
    ($l:literal) => {
        1
    };
    ($($t:tt)*) => {
        0
    };
}
const _: [(); 1] = [(); is_lit!(1)];
const _: [(); 1] = [(); is_lit!(-1)];
const _: [(); 1] = [(); is_lit!(1.5e3)];
const _: [(); 1] = [(); is_lit!("str")];
const _: [(); 1] = [(); is_lit!(r#"raw"#)];
const _: [(); 1] = [(); is_lit!(b'b')];
const _: [(); 1] = [(); is_lit!(b"bytes")];
const _: [(); 1] = [(); is_lit!('c')];
const _: [(); 1] = [(); is_lit!(true)];
const _: [(); 1] = [(); is_lit!(false)];
const _: [(); 1] = [(); is_lit!(-2.5)];
const _: [(); 0] = [(); is_lit!(x)];
const _: [(); 0] = [(); is_lit!(1 + 1)];
const _: [(); 0] = [(); is_lit!((1))];

macro_rules! lit_const {
    ($name:ident: $t:ty = $l:literal) => {
        pub const $name: $t = $l;
    };
}
lit_const!(NEG: i32 = -5);
lit_const!(S: &str = "s");
lit_const!(B: bool = true);
const _: [(); 5] = [(); (0 - NEG) as usize];
