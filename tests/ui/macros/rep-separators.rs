// check-pass
// Repetition separators: any single token except a delimiter or a Kleene
// operator (`,` `;` `=>` `|` `::` `+`-less operators, keywords,
// identifiers...), needed between items and not after the last one.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! sum_sep {
    (comma: $($x:literal),*) => { 0 $(+ $x)* };
    (semi: $($x:literal);*) => { 0 $(+ $x)* };
    (arrow: $($x:literal)=>*) => { 0 $(+ $x)* };
    (pipe: $($x:literal)|*) => { 0 $(+ $x)* };
    (path: $($x:literal)::*) => { 0 $(+ $x)* };
    (kw: $($x:literal)in*) => { 0 $(+ $x)* };
    (ident: $($x:literal)and*) => { 0 $(+ $x)* };
    (lt: $($x:literal)<*) => { 0 $(+ $x)* };
    (dot: $($x:literal).*) => { 0 $(+ $x)* };
}
const _: [(); 3] = [(); sum_sep!(comma: 1, 2)];
const _: [(); 3] = [(); sum_sep!(semi: 1; 2)];
const _: [(); 3] = [(); sum_sep!(arrow: 1 => 2)];
const _: [(); 3] = [(); sum_sep!(pipe: 1 | 2)];
const _: [(); 3] = [(); sum_sep!(path: 1 :: 2)];
const _: [(); 6] = [(); sum_sep!(kw: 1 in 2 in 3)];
const _: [(); 3] = [(); sum_sep!(ident: 1 and 2)];
const _: [(); 3] = [(); sum_sep!(lt: 1 < 2)];
const _: [(); 0] = [(); sum_sep!(dot:)];

// The separator is also printed between transcribed items.
macro_rules! tuple_of {
    ($($x:expr),+) => {
        ($($x),+)
    };
}
pub const T: (u8, u16, u32) = tuple_of!(1, 2, 3);

macro_rules! product {
    ($($x:literal)*) => {
        1 $(* $x)*
    };
}
const _: [(); 24] = [(); product!(2 3 4)];

// Separators in the transcriber need not match the matcher's.
macro_rules! resep {
    ($($x:literal);*) => {
        [$($x),*]
    };
}
pub const A: [u8; 3] = resep!(1; 2; 3);
