// check-pass
// `expr` fragments: any expression, kept as one unit when substituted
// (so `2 * $e` with $e = `1 + 2` is 6, not 4), and the tokens that may
// follow one (`=>`, `,`, `;`).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! double {
    ($e:expr) => {
        2 * $e
    };
}
const _: [(); 6] = [(); double!(1 + 2)];

macro_rules! first {
    ($a:expr, $b:expr) => {
        $a
    };
}
const _: [(); 3] = [(); first!(if true { 3 } else { 4 }, 5)];

macro_rules! arrow {
    ($a:expr => $b:expr) => {
        $a - $b
    };
}
const _: [(); 2] = [(); arrow!(5 => 3)];

macro_rules! semi {
    ($a:expr; $b:expr) => {
        $a * $b
    };
}
const _: [(); 12] = [(); semi!({ 3 }; (4, 5).0)];

// Blocks, calls, method calls, casts, unary and closures are expressions.
macro_rules! is_expr {
    ($e:expr) => {
        1
    };
}
pub fn f(x: u8) -> u8 {
    x
}
const _: [(); 1] = [(); is_expr!(f(1).clone() as u32)];
const _: [(); 1] = [(); is_expr!(-(1 + 2))];
const _: [(); 1] = [(); is_expr!(|x: u8| x)];
const _: [(); 1] = [(); is_expr!(loop {})];
const _: [(); 1] = [(); is_expr!(&mut [1, 2][..])];
