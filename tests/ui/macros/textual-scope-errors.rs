// Textual scope ends: a macro used before its definition, a macro defined
// in a module without #[macro_use] used after the module, and a macro
// defined in a block used after the block, are not found.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

pub const EARLY: usize = later!(); //~ ERROR cannot find macro `later` in this scope

macro_rules! later {
    () => {
        1
    };
}

mod no_macro_use {
    macro_rules! hidden {
        () => {
            2
        };
    }
    pub const INSIDE: usize = hidden!();
}
pub const OUTSIDE: usize = hidden!(); //~ ERROR cannot find macro `hidden` in this scope

pub fn block() -> usize {
    {
        macro_rules! in_block {
            () => {
                3
            };
        }
        in_block!();
    }
    in_block!() //~ ERROR cannot find macro `in_block` in this scope
}
