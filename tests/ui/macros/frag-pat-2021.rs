// check-pass
// edition:2021
// In edition 2021 `pat` takes or-patterns at the top level; `pat_param`
// keeps the 2015 meaning.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! is_one_or_two {
    ($p:pat) => {
        match 2 {
            $p => 1,
            _ => 0,
        }
    };
}
const _: [(); 1] = [(); is_one_or_two!(1 | 2)];
const _: [(); 0] = [(); is_one_or_two!(3 | 4 | 5)];

macro_rules! params {
    ($($p:pat_param)|+) => {
        match 4 {
            $($p)|+ => 1,
            _ => 0,
        }
    };
}
const _: [(); 1] = [(); params!(1 | 4)];
