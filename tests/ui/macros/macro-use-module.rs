// check-pass
// #[macro_use] on a module keeps the macro_rules defined in it in scope
// after the module ends, through nested #[macro_use] modules too; a
// nested module without it keeps its macros to itself.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

#[macro_use]
mod outer {
    macro_rules! from_outer {
        () => {
            1
        };
    }

    #[macro_use]
    mod middle {
        macro_rules! from_middle {
            () => {
                from_outer!() + 1
            };
        }

        mod sealed {
            macro_rules! sealed_only {
                () => {
                    100
                };
            }
            pub const S: usize = sealed_only!();
        }
        pub const M: usize = sealed::S;
    }

    pub const O: usize = from_middle!();
}

const _: [(); 1] = [(); from_outer!()];
const _: [(); 2] = [(); from_middle!()];
const _: [(); 2] = [(); outer::O];

// A later sibling module sees them too.
mod later {
    pub const L: usize = from_middle!() + from_outer!();
}
const _: [(); 3] = [(); later::L];

// A macro shadowed inside a #[macro_use] module stays shadowed after it.
macro_rules! replaced {
    () => {
        1
    };
}
#[macro_use]
mod replacer {
    macro_rules! replaced {
        () => {
            2
        };
    }
}
const _: [(); 2] = [(); replaced!()];
