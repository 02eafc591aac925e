// ignore-test: rcc's `cannot find macro` in a macro expansion lacks rustc's `in this macro invocation` label and its `consider importing this macro` and `this error originates in the macro` notes
// edition:2018
// The same exported macro without `local_inner_macros`: its helper call is
// resolved at the call site, where the helper is not in scope.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    #[macro_export]
    macro_rules! inner_helper {
        ($e:expr) => {
            $e * 2
        };
    }

    #[macro_export]
    macro_rules! outer {
        ($e:expr) => {
            inner_helper!($e) //~ ERROR cannot find macro `inner_helper` in this scope
        };
    }
}

pub mod user {
    pub const A: usize = crate::outer!(3);
}
