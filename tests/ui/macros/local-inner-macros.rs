// check-pass
// edition:2018
// #[macro_export(local_inner_macros)] resolves the single-name macro calls
// in the macro's body as if written `$crate::name!`, so an exported macro
// can call its helpers from call sites that do not have them in scope.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    #[macro_export]
    macro_rules! inner_helper {
        ($e:expr) => {
            $e * 2
        };
    }

    #[macro_export(local_inner_macros)]
    macro_rules! outer {
        ($e:expr) => {
            inner_helper!($e) + inner_helper!(1)
        };
    }

    // Nested in a group and in a repetition, too.
    #[macro_export(local_inner_macros)]
    macro_rules! outer_list {
        ($($e:expr),*) => {
            (0 $(+ inner_helper!($e))*)
        };
    }
}

pub mod user {
    pub const A: usize = crate::outer!(3);
    pub const B: usize = crate::outer_list!(1, 2, 3);
}
const _: [(); 8] = [(); user::A];
const _: [(); 12] = [(); user::B];
