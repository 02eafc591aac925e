// check-pass
// A macro_rules definition shadows an earlier one of the same name from
// its definition on; the shadowing ends where the shadowing definition's
// scope ends (a block, a module without #[macro_use]).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! value {
    () => {
        1
    };
}
const _: [(); 1] = [(); value!()];

macro_rules! value {
    () => {
        2
    };
}
const _: [(); 2] = [(); value!()];

mod scoped {
    macro_rules! value {
        () => {
            30
        };
    }
    const _: [(); 30] = [(); value!()];
}
const _: [(); 2] = [(); value!()];

#[macro_use]
mod exported {
    macro_rules! value {
        () => {
            40
        };
    }
}
const _: [(); 40] = [(); value!()];

pub fn blocks() {
    macro_rules! value {
        () => {
            50
        };
    }
    let _: [(); 50] = [(); value!()];
    {
        macro_rules! value {
            () => {
                60
            };
        }
        let _: [(); 60] = [(); value!()];
    }
    let _: [(); 50] = [(); value!()];
}
const _: [(); 40] = [(); value!()];

// A macro may use the macro it shadows: the body is resolved where it is
// expanded, after the new definition, so this one calls itself.
macro_rules! value {
    (inner) => {
        7
    };
    () => {
        value!(inner) + 1
    };
}
const _: [(); 8] = [(); value!()];
