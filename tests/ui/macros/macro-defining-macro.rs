// check-pass
// Macros that define macros: the inner definition is transcribed from the
// outer one's variables (its own `$` variables have to come in through
// the outer matcher, as `$$` is unstable in 1.63), and the defined macro
// is usable after the outer call.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! constant_macro {
    ($name:ident => $value:expr) => {
        macro_rules! $name {
            () => {
                $value
            };
        }
    };
}
constant_macro!(three => 3);
const _: [(); 3] = [(); three!()];

// The inner macro's metavariables are passed in as tokens by the caller.
macro_rules! adder {
    ($name:ident, $d:tt) => {
        macro_rules! $name {
            ($d($d x:expr),*) => {
                0 $d(+ $d x)*
            };
        }
    };
}
adder!(add_all, $);
const _: [(); 6] = [(); add_all!(1, 2, 3)];

// A macro defining several macros from a list.
macro_rules! many {
    ($($name:ident = $v:literal;)*) => {
        $(
            macro_rules! $name {
                () => {
                    $v
                };
            }
        )*
    };
}
many! {
    one = 1;
    two = 2;
}
const _: [(); 3] = [(); one!() + two!()];

// A macro-defined macro defining an item.
macro_rules! item_maker {
    ($maker:ident, $t:ty) => {
        macro_rules! $maker {
            ($n:ident) => {
                pub fn $n() -> $t {
                    0
                }
            };
        }
    };
}
item_maker!(make_u8_fn, u8);
make_u8_fn!(zero);
pub fn uses() -> u8 {
    zero()
}
