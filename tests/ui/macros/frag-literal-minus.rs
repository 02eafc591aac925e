// A `literal` fragment accepts a leading `-`; once the `-` is taken, what
// follows must be a literal: `- x` is an error, not a failed match that
// falls through to the next rule.
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

pub const A: usize = is_lit!(-1);
pub const B: usize = is_lit!(- x); //~ ERROR unexpected token: `x`
