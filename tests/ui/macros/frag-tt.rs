// check-pass
// `tt` fragments: one token or one delimited group, so a sequence of `tt`s
// can take anything; munchers count and reverse token lists with them.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! count {
    () => {
        0
    };
    ($head:tt $($tail:tt)*) => {
        1 + count!($($tail)*)
    };
}
const _: [(); 0] = [(); count!()];
const _: [(); 5] = [(); count!(a + (b c) [d] {e f g})];
const _: [(); 3] = [(); count!('a "s" 1.5)];
const _: [(); 4] = [(); count!(:: < >> ,)];

// Reverse a list of tokens with an accumulator.
macro_rules! reverse_sub {
    ([] $($rev:tt)*) => {
        $($rev)*
    };
    ([$first:tt $($rest:tt)*] $($rev:tt)*) => {
        reverse_sub!([$($rest)*] $first $($rev)*)
    };
}
const _: [(); 1] = [(); reverse_sub!([3 - 4])];

// tt passes tokens through unparsed: here they become an item.
macro_rules! passthrough {
    ($($t:tt)*) => {
        $($t)*
    };
}
passthrough! {
    pub fn made_by_tt() -> u8 { 7 }
}
const _: [(); 2] = [(); passthrough!(1 + 1)];
