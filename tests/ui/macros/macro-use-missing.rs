// Without #[macro_use] a module's macro_rules end with the module, even
// when the module is public and the macro is used by a path.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

pub mod m {
    macro_rules! inner {
        () => {
            1
        };
    }
    pub const X: usize = inner!();
}

pub const A: usize = inner!(); //~ ERROR cannot find macro `inner` in this scope
pub const B: usize = m::inner!(); //~ ERROR failed to resolve: could not find `inner` in `m`
