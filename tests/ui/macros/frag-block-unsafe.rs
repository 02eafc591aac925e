// ignore-test: rcc accepts `unsafe $b` with a `block` fragment (rustc: cannot use a `block` macro fragment here)
// A `block` fragment is an opaque block: it cannot be the body of an
// `unsafe` block (nor `loop`, `async` ...), which expects a literal `{`.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! in_unsafe {
    ($b:block) => {
        unsafe $b //~ ERROR cannot use a `block` macro fragment here
    };
}

pub unsafe fn danger() -> u8 {
    9
}

pub fn calls() -> u8 {
    in_unsafe!({ danger() })
}
