// check-pass
// macro_rules hygiene covers locals, labels and `$crate` only: items,
// fields, methods, types and macro_rules a macro defines are visible at
// the call site under the names written in the macro.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! define_items {
    () => {
        pub struct Made {
            pub field: u8,
        }
        impl Made {
            pub fn method(&self) -> u8 {
                self.field
            }
        }
        pub fn made_fn() -> Made {
            Made { field: 1 }
        }
        pub const MADE: usize = 3;
        macro_rules! made_macro {
            () => {
                4
            };
        }
    };
}

define_items!();

pub fn uses() -> u8 {
    let m: Made = made_fn();
    m.field + m.method()
}
const _: [(); 3] = [(); MADE];
const _: [(); 4] = [(); made_macro!()];

// Items defined in a block by a macro are visible in that block too.
pub fn in_block() -> u8 {
    macro_rules! local_item {
        () => {
            fn helper() -> u8 {
                5
            }
        };
    }
    local_item!();
    helper()
}
