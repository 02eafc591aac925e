// check-pass
// Nested repetitions: a variable is transcribed at the depth it was
// matched at, outer variables can be used inside inner repetitions, and
// variables repeated at the same depth must repeat the same number of
// times.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

// Sum of the lengths of groups: nested `$( $( ... )* )*`.
macro_rules! total {
    ($([$($x:literal),*])*) => {
        0 $($(+ { $x; 1 })*)*
    };
}
const _: [(); 0] = [(); total!()];
const _: [(); 5] = [(); total!([1, 2] [] [3, 4, 5])];

// An outer variable used inside the inner repetition.
macro_rules! scaled {
    ($($k:literal * [$($x:literal)*])*) => {
        0 $($(+ $k * $x)*)*
    };
}
const _: [(); 26] = [(); scaled!(2 * [1 2] 10 * [2] 1 * [])];

// Two variables at the same depth repeat in lockstep.
macro_rules! dot {
    ([$($a:literal),*] . [$($b:literal),*]) => {
        0 $(+ $a * $b)*
    };
}
const _: [(); 32] = [(); dot!([1, 2, 3] . [4, 5, 6])];

// Items from nested repetitions: an enum per group, a variant per name.
macro_rules! enums {
    ($($name:ident { $($variant:ident),* })*) => {
        $(
            pub enum $name {
                $($variant,)*
            }
            impl $name {
                pub const COUNT: usize = 0 $(+ { let _ = $name::$variant; 1 })*;
            }
        )*
    };
}
enums! {
    Color { Red, Green, Blue }
    Empty {}
}
const _: [(); 3] = [(); Color::COUNT];
const _: [(); 0] = [(); Empty::COUNT];

// Three levels deep.
macro_rules! deep {
    ($({$({$($x:literal)*})*})*) => {
        0 $($($(+ $x)*)*)*
    };
}
const _: [(); 10] = [(); deep!({{1 2} {3}} {{4}})];
