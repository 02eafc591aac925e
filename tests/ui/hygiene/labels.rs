// macro_rules hygiene of labels: a label inside a macro cannot be reached
// by a `break` from the caller's tokens, and the macro cannot reach the
// caller's label; a label passed in as a `lifetime` fragment works.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! loop_around {
    ($body:expr) => {
        'inner: loop {
            $body;
        }
    };
}

pub fn caller_breaks_macro_label() {
    loop_around!(break 'inner) //~ ERROR use of undeclared label `'inner`
}

macro_rules! break_outer {
    () => {
        break 'outer //~ ERROR use of undeclared label `'outer`
    };
}

pub fn macro_breaks_caller_label() {
    'outer: loop {
        break_outer!();
    }
}

macro_rules! break_given {
    ($l:lifetime) => {
        break $l
    };
}

pub fn given_label() {
    'given: loop {
        break_given!('given);
    }
}
