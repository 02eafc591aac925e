// check-pass
// `block` fragments: a braced block, usable as a function body, an
// expression, and after `unsafe`, `loop`, `if`.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! func {
    ($name:ident $body:block) => {
        pub fn $name() -> u8 $body
    };
}
func!(seven {
    let x = 3;
    x + 4
});

macro_rules! twice {
    ($b:block) => {
        $b + $b
    };
}
const _: [(); 10] = [(); twice!({ 2 + 3 })];

macro_rules! guarded {
    ($c:expr, $then:block, $else:block) => {
        if $c $then else $else
    };
}
const _: [(); 1] = [(); guarded!(2 > 1, { 1 }, { 2 })];

// A block may be followed by anything.
macro_rules! follow {
    ($a:block + $b:block) => {};
}
follow!({} + {});
