// ignore-test: rcc accepts `#[default]` in an item that does not derive Default (rustc: cannot find attribute `default` in this scope)
// `default` is a helper attribute of the Default derive, in scope only
// inside an item that derives Default; anywhere else it is an unknown
// attribute.
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for core.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

pub enum NoDerive {
    #[default] //~ ERROR cannot find attribute `default` in this scope
    A,
    B,
}

#[derive(Clone)]
pub enum OtherDerive {
    #[default] //~ ERROR cannot find attribute `default` in this scope
    A,
    B,
}

#[derive(Default)]
pub enum WithDerive {
    #[default]
    A,
    B,
}
