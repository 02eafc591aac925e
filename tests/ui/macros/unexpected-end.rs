// "unexpected end of macro invocation": the input ran out while a rule
// still needed tokens (a literal token, a fragment, a repetition's
// required item).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! needs_two {
    ($a:literal, $b:literal) => {
        $a + $b
    };
}
pub const A: usize = needs_two!(1,); //~ ERROR unexpected end of macro invocation
pub const B: usize = needs_two!(1); //~ ERROR unexpected end of macro invocation

macro_rules! arrow {
    ($a:ident => $b:ident) => {};
}
arrow!(x =>); //~ ERROR unexpected end of macro invocation
arrow!(x); //~ ERROR unexpected end of macro invocation

macro_rules! one_or_more {
    ($($x:literal)+) => {};
}
one_or_more!(); //~ ERROR unexpected end of macro invocation
