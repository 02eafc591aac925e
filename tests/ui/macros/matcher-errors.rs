// Definitions are checked where they are defined, called or not.
// Errors in macro_rules matchers, found when the macro is defined: an
// unknown fragment specifier, a variable bound twice, a repetition that
// can match the empty token tree.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! bad_fragment {
    ($x:foo) => {}; //~ ERROR invalid fragment specifier `foo`
}

macro_rules! duplicate {
    ($x:ident, $x:expr) => {}; //~ ERROR duplicate matcher binding
}

macro_rules! empty_repetition {
    ($($($x:ident)*)*) => {}; //~ ERROR repetition matches empty token tree
}
