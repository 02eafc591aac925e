// #[derive(Default)] on enums: the #[default] variant and rustc 1.63's
// errors when it is missing, repeated, or misused.
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for core.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]
#![allow(dead_code)]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

#[derive(Default)] //~ ERROR no default declared
enum NoDefault { A, B }

#[derive(Default)] //~ ERROR multiple declared defaults
enum Multiple {
    #[default]
    A,
    #[default]
    B,
    C,
}

#[derive(Default)]
enum NonUnit {
    #[default]
    A(u8), //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    B,
}

#[derive(Default)]
enum Twice {
    #[default]
    #[default]
    A, //~ ERROR multiple `#[default]` attributes
    B,
}

#[derive(Default)]
enum Value {
    #[default = 1] //~ ERROR `#[default]` attribute does not accept a value
    A,
    B,
}

#[derive(Default)]
enum NonExhaustive {
    #[default]
    #[non_exhaustive]
    A, //~ ERROR default variant must be exhaustive
    B,
}

#[derive(Default)]
struct OnField {
    #[default] //~ ERROR the `#[default]` attribute may only be used on unit enum variants
    a: u8,
}

#[derive(Default)]
enum Fine {
    A(u8),
    #[default]
    B,
}
