// check-pass
// Repetition operators: `*` (zero or more), `+` (one or more), `?` (zero
// or one, no separator), checked by counting what each one matched.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! star {
    ($($x:literal)*) => {
        0 $(+ $x)*
    };
}
const _: [(); 0] = [(); star!()];
const _: [(); 6] = [(); star!(1 2 3)];

macro_rules! plus {
    ($($x:literal)+) => {
        0 $(+ $x)+
    };
}
const _: [(); 4] = [(); plus!(4)];
const _: [(); 9] = [(); plus!(4 5)];

macro_rules! opt {
    ($a:literal $(+ $b:literal)?) => {
        $a $(+ $b)?
    };
}
const _: [(); 3] = [(); opt!(3)];
const _: [(); 5] = [(); opt!(3 + 2)];

// `?` applies to a whole group, which may hold several tokens.
macro_rules! opt_group {
    (fn $name:ident $(-> $ret:ty = $v:expr)?) => {
        pub fn $name() $(-> $ret)? {
            $($v)?
        }
    };
}
opt_group!(fn unit);
opt_group!(fn value -> u8 = 8);

// A trailing comma, optional.
macro_rules! sum {
    ($($x:expr),* $(,)?) => {
        0 $(+ $x)*
    };
}
const _: [(); 3] = [(); sum!(1, 2,)];
const _: [(); 3] = [(); sum!(1, 2)];
const _: [(); 0] = [(); sum!()];
