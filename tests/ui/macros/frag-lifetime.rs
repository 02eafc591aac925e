// check-pass
// `lifetime` fragments: a lifetime or label token (`'a`, `'static`, `'_`),
// used in generics, references, bounds and loop labels.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! borrow_fn {
    ($name:ident<$lt:lifetime>) => {
        pub fn $name<$lt>(x: &$lt u8) -> &$lt u8 {
            x
        }
    };
}
borrow_fn!(id<'a>);

macro_rules! static_ref {
    ($lt:lifetime) => {
        pub const S: &$lt str = "s";
    };
}
static_ref!('static);

macro_rules! holder {
    ($a:lifetime, $b:lifetime) => {
        pub struct Holder<$a, $b: $a> {
            pub x: &$a u8,
            pub y: &$b u8,
        }
        impl Holder<'_, '_> {}
    };
}
holder!('x, 'y);

macro_rules! labelled {
    ($l:lifetime) => {
        pub fn find() -> u8 {
            $l: loop {
                loop {
                    break $l 4;
                }
            }
        }
    };
}
labelled!('outer);

macro_rules! is_lifetime {
    ($l:lifetime) => {
        1
    };
    ($($t:tt)*) => {
        0
    };
}
const _: [(); 1] = [(); is_lifetime!('_)];
const _: [(); 0] = [(); is_lifetime!(a)];
