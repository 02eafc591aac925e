// "no rules expected the token": a token no rule can take at that point,
// after trying every rule, in item, expression and nested-group
// positions; the error points at the offending token.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! pair {
    ($a:literal, $b:literal) => {
        $a + $b
    };
    (one $a:literal) => {
        $a
    };
}

pub const A: usize = pair!(1, 2);
pub const B: usize = pair!(1; 2); //~ ERROR no rules expected the token `;`
pub const C: usize = pair!(two 2); //~ ERROR no rules expected the token `two`
pub const D: usize = pair!(1, 2, 3); //~ ERROR no rules expected the token `,`

macro_rules! grouped {
    ([$($x:ident)*]) => {};
}
grouped!([a b c]);
grouped!([a b 1]); //~ ERROR no rules expected the token `1`
grouped!((a)); //~ ERROR no rules expected the token `(`

macro_rules! nothing {
    () => {};
}
nothing!(x); //~ ERROR no rules expected the token `x`
