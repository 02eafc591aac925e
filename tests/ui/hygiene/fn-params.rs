// macro_rules hygiene of parameters: a function a macro writes names its
// parameters with the macro's tokens, so a body passed in by the caller
// cannot see them; parameter names passed in by the caller can be used.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! make_fn {
    ($name:ident, $body:expr) => {
        pub fn $name(value: u8) -> u8 {
            $body
        }
    };
}

make_fn!(reads_param, value + 1); //~ ERROR cannot find value `value` in this scope

macro_rules! make_fn_named {
    ($name:ident, $param:ident, $body:expr) => {
        pub fn $name($param: u8) -> u8 {
            $body
        }
    };
}

make_fn_named!(fine, value, value + 1);
