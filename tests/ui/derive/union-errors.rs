// Only Clone, Copy (and Eq, which needs PartialEq) can be derived for
// unions.
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for core.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]
#![allow(dead_code)]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

#[derive(Debug, Default, Hash, PartialEq, PartialOrd, Ord)]
//~^ ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
//~| ERROR this trait cannot be derived for unions
union U {
    a: u8,
}

#[derive(Clone, Copy)]
union V {
    a: u8,
    b: i8,
}
