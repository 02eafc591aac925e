// ignore-test: rcc's `cannot find macro` lacks rustc's `consider importing this macro: defs::public` note
// Macros 2.0 are items: private ones are not visible outside their module
// (E0603), and a macro not in scope by name is not found.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    macro private() {
        1
    }
    pub macro public() {
        2
    }
}

pub const A: usize = defs::public!();
pub const B: usize = defs::private!(); //~ ERROR macro `private` is private
pub const C: usize = public!(); //~ ERROR cannot find macro `public` in this scope
