// check-pass
// edition:2018
// #[macro_export] puts a macro_rules at the crate root, where paths find
// it from anywhere (`crate::m!`, `self::m!` at the root, `super::m!`) even
// though its textual scope ended; `$crate::helper!()` in an exported macro
// reaches a helper whatever the call site has in scope.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

mod defs {
    #[macro_export]
    macro_rules! helper {
        () => {
            5
        };
    }

    #[macro_export]
    macro_rules! uses_helper {
        () => {
            $crate::helper!() + 1
        };
    }

    #[macro_export]
    macro_rules! uses_item {
        () => {
            $crate::defs::ITEM
        };
    }

    pub const ITEM: usize = 9;
}

const _: [(); 5] = [(); crate::helper!()];
const _: [(); 5] = [(); self::helper!()];
const _: [(); 5] = [(); helper!()];
const _: [(); 6] = [(); crate::uses_helper!()];
const _: [(); 9] = [(); crate::uses_item!()];

pub mod user {
    // No textual scope here (defs has no #[macro_use]) and, in 2018, no
    // crate-root names: only paths work.
    pub const A: usize = crate::uses_helper!();
    pub const B: usize = super::helper!();
    pub mod deeper {
        pub const C: usize = crate::uses_item!();
    }

    // `use` imports an exported macro like any other item.
    use crate::helper;
    pub const D: usize = helper!();
    use crate::uses_helper as renamed;
    pub const E: usize = renamed!();
}
const _: [(); 6] = [(); user::A];
const _: [(); 5] = [(); user::B];
const _: [(); 9] = [(); user::deeper::C];
const _: [(); 5] = [(); user::D];
const _: [(); 6] = [(); user::E];
