// A field type that is a macro call cannot be searched for the type
// parameters it mentions.
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for core.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]
#![allow(dead_code)]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! byte {
    () => { u8 };
}

#[derive(Clone)]
struct Generic<T> {
    a: byte!(), //~ ERROR `derive` cannot be used on items with type macros
    b: T,
}

#[derive(Clone)]
struct NotGeneric {
    a: byte!(),
}
