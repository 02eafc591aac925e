// ignore-test: rcc's `cannot find macro` in a macro expansion lacks rustc's `in this macro invocation` label and its `consider importing this macro` and `this error originates in the macro` notes
// edition:2018
// An exported macro's body resolved at a call site that does not see a
// helper: plain `helper!()` in it is looked up where the expansion is,
// unlike `$crate::helper!()`. A non-exported macro is not at the root.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    #[macro_export]
    macro_rules! helper {
        () => {
            5
        };
    }

    #[macro_export]
    macro_rules! plain_helper_call {
        () => {
            helper!() //~ ERROR cannot find macro `helper` in this scope
        };
    }

    macro_rules! not_exported {
        () => {
            1
        };
    }
}

pub mod user {
    pub const A: usize = crate::plain_helper_call!();
    pub const B: usize = crate::not_exported!(); //~ ERROR could not find `not_exported` in the crate root
}
