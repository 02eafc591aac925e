// Tokens left after a macro's expression output.
// A macro used as an expression must expand to one expression: tokens
// left after it are an error ("macro expansion ignores token"), reported
// at the token, with a note at the call.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! two_exprs {
    () => {
        1, 2 //~ ERROR macro expansion ignores token `,` and any following
    };
}

pub fn f() -> usize {
    let x = two_exprs!();
    x
}

macro_rules! expr_then_junk {
    () => {
        3 4 //~ ERROR macro expansion ignores token `4` and any following
    };
}
pub const C: usize = expr_then_junk!();
