// #[default] belongs on a unit variant of an enum deriving Default;
// anywhere else in the item it is an error (and the impl is still made).
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for core.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]
#![allow(dead_code)]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

#[derive(Default)]
struct S {
    #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    a: u8,
    b: u16,
}

#[derive(Default)]
enum E {
    A {
        #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
        x: u8,
    },
    #[default]
    B,
}
