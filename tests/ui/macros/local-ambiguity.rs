// The matcher does not backtrack between fragments: when a token could
// start a repetition item or the fragment after it, the call is ambiguous.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! ambiguous {
    ($($i:ident)* $j:ident) => {};
}

ambiguous!(a b c); //~ ERROR local ambiguity when calling macro `ambiguous`: multiple parsing options: built-in NTs ident ('i') or ident ('j').
