// check-pass
// `macro` (macros 2.0) items: the single-rule form `macro m($x:expr) {}`,
// the multi-rule form with `,` between rules, visibility and paths (they
// are items, not textual), and use before the definition.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

pub const EARLY: usize = later!(1);

macro later($e:expr) {
    $e + 1
}
const _: [(); 2] = [(); EARLY];

macro pick {
    (one) => { 1 },
    (two) => { 2 },
    ($e:expr) => { $e },
}
const _: [(); 1] = [(); pick!(one)];
const _: [(); 2] = [(); pick!(two)];
const _: [(); 7] = [(); pick!(3 + 4)];

pub mod defs {
    pub macro public($t:ty) {
        <$t>::default()
    }
    pub(crate) macro crate_only() {
        5
    }
    // A macro 2.0 can be used by path from anywhere it is visible.
    pub mod inner {
        pub macro nested() {
            6
        }
    }
}
const _: [(); 5] = [(); defs::crate_only!()];
const _: [(); 6] = [(); defs::inner::nested!()];
pub fn uses() -> u8 {
    defs::public!(u8)
}

// `use` brings it in like any item.
use self::defs::inner::nested;
const _: [(); 6] = [(); nested!()];

// Items defined by a macro 2.0 from call-site names are usable.
macro make_fn($name:ident) {
    pub fn $name() -> u8 {
        8
    }
}
make_fn!(eight);
pub fn call() -> u8 {
    eight()
}
