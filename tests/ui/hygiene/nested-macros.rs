// check-pass
// Hygiene through nested expansions: a local bound by one macro's body and
// passed on to another macro is the first macro's local, and each
// expansion of the same macro gets its own locals (a recursive macro
// does not see its outer level's `acc`). Types make a wrong resolution a
// rustc error.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! read {
    ($v:ident) => {
        $v
    };
}

macro_rules! outer {
    () => {{
        let local: u16 = 7;
        let got: u16 = read!(local);
        got
    }};
}

pub fn uses() -> u16 {
    let local: u8 = 1;
    let a: u16 = outer!();
    let b: u8 = read!(local);
    a + b as u16
}

// Each level declares `acc` with its own type; the result is the
// innermost level's `acc`, then each outer level reads its own.
macro_rules! levels {
    () => {
        0u8
    };
    ($t:ty $(, $rest:ty)*) => {{
        let acc: $t = 1;
        let _inner = levels!($($rest),*);
        acc
    }};
}

pub fn recursive() -> u32 {
    levels!(u32, u16, u8)
}
