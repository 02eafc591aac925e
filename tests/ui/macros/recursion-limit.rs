// ignore-test: rcc's recursion limit error lacks rustc's `in this macro invocation` label and `this error originates in the macro` note
// A macro that expands to a call of itself forever stops at the crate's
// recursion limit, with rustc's error and its suggestion.
#![recursion_limit = "8"]
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! forever {
    ($($t:tt)*) => {
        forever!($($t)* x) //~ ERROR recursion limit reached while expanding `forever!`
    };
}

pub const A: usize = forever!();
