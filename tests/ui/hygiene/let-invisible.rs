// macro_rules hygiene: a `let` in a macro's body binds a name only the
// macro's own tokens can see; the call site cannot use it, in a block, a
// function body or a nested macro call.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! define_x {
    () => {
        let x = 1;
    };
}

pub fn body() -> u8 {
    define_x!();
    x //~ ERROR cannot find value `x` in this scope
}

macro_rules! define_and_use {
    ($e:expr) => {{
        let y = 2;
        $e
    }};
}

pub fn through_argument() -> u8 {
    define_and_use!(y) //~ ERROR cannot find value `y` in this scope
}

// A macro's `let` is not visible to another macro's body either.
macro_rules! read_z {
    () => {
        z //~ ERROR cannot find value `z` in this scope
    };
}
macro_rules! define_z {
    () => {
        let z = 3;
    };
}
pub fn two_macros() -> u8 {
    define_z!();
    read_z!()
}
