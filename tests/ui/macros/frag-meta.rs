// check-pass
// ignore-test: rcc rejects `cfg!($m)` with a `meta` fragment (expected identifier, found `invisible open delimiter`)
// `meta` fragments: the contents of an attribute (a path, `path = lit`,
// `path(...)`), substituted into `#[...]` and into `cfg!`.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! with_attr {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        pub struct $name;
    };
}

with_attr!(#[derive(Clone, Copy)] #[allow(dead_code)] #[doc = "a unit"] Unit);
with_attr!(#[cfg(any())] Removed);
with_attr!(#[cfg(all())] Kept);

pub fn uses() -> (Unit, Kept) {
    (Unit.clone(), Kept)
}

macro_rules! cfg_is {
    ($m:meta) => {
        cfg!($m)
    };
}
const _: [(); 1] = [(); cfg_is!(all()) as usize];
const _: [(); 0] = [(); cfg_is!(any()) as usize];
const _: [(); 0] = [(); cfg_is!(feature = "nope") as usize];
