// check-pass
// Textual scope of macro_rules: a macro is usable after its definition in
// the same module, in modules and blocks that come after it, and a macro
// defined in a block or function ends with it.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! four {
    () => {
        4
    };
}

const _: [(); 4] = [(); four!()];

// Inline child modules written after the definition see it.
pub mod child {
    pub const A: usize = four!();
    pub mod grandchild {
        pub const B: usize = four!() + 1;
    }
}
const _: [(); 5] = [(); child::grandchild::B];

pub fn in_body() -> usize {
    // A macro local to a function body.
    macro_rules! local {
        () => {
            10
        };
    }
    let a = local!();
    {
        // ... and to a block inside it.
        macro_rules! inner {
            () => {
                local!() + 1
            };
        }
        a + inner!()
    }
}

// A function body sees the macros defined before the function.
pub fn before() -> usize {
    four!()
}

// A macro defined inside a function can shadow another one there only.
pub fn shadow_in_fn() -> u8 {
    macro_rules! four {
        () => {
            4u8
        };
    }
    four!()
}
const _: [(); 4] = [(); four!()];
