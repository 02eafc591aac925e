// check-pass
// A recursion depth just under the limit is fine: `count!` with 7 tokens
// nests 8 expansions deep under #![recursion_limit = "8"] (8 tokens
// would reach the limit).
#![recursion_limit = "8"]
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

const _: [(); 7] = [(); count!(a b c d e f g)];
