// Macros 2.0 have definition-site hygiene for items as well as locals: an
// item the macro defines under a name written in the macro is not visible
// at the call site, while one named by the caller is.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro define_hidden() {
    fn hidden() -> u8 {
        1
    }
}
define_hidden!();

macro define_named($name:ident) {
    fn $name() -> u8 {
        2
    }
}
define_named!(visible);

pub fn uses() -> u8 {
    visible() + hidden() //~ ERROR cannot find function `hidden` in this scope
}

// A macro 2.0's locals are invisible to the caller too.
macro define_local() {
    let local = 3;
}
pub fn reads_local() -> u8 {
    define_local!();
    local //~ ERROR cannot find value `local` in this scope
}
