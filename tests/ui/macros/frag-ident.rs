// check-pass
// `ident` fragments: plain and raw identifiers and keywords match (only `_`
// does not), and a matched identifier can name new items and bindings.
// Values are checked at compile time through array lengths.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! is_ident {
    ($i:ident) => {
        1
    };
    ($($t:tt)*) => {
        0
    };
}

const _: [(); 1] = [(); is_ident!(foo)];
const _: [(); 1] = [(); is_ident!(r#match)];
const _: [(); 1] = [(); is_ident!(self)];
const _: [(); 1] = [(); is_ident!(fn)];
const _: [(); 0] = [(); is_ident!(_)];
const _: [(); 0] = [(); is_ident!('a)];
const _: [(); 0] = [(); is_ident!(1)];
const _: [(); 0] = [(); is_ident!(a b)];

macro_rules! make_fn {
    ($name:ident -> $ret:ident = $v:literal) => {
        pub fn $name() -> $ret {
            $v
        }
    };
}

make_fn!(zero -> u8 = 0);
make_fn!(r#loop -> u16 = 1);

macro_rules! bind {
    ($x:ident = $e:expr; $body:expr) => {{
        let $x = $e;
        $body
    }};
}

pub fn use_them() -> u8 {
    let _: u16 = r#loop();
    bind!(y = zero(); y)
}
