// check-pass
// macro_rules calls in every position a macro may appear: items, impl and
// trait items, statements, expressions, patterns, types, and in a
// macro's own output; with `()`, `[]` and `{}` delimiters.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! id {
    ($($t:tt)*) => {
        $($t)*
    };
}

id! {
    pub struct S;
}
id!(pub type T = u8;);
id![pub const C: id!(usize) = 3;];

pub trait Tr {
    id!(fn required(&self) -> u8;);
    id! {
        fn provided(&self) -> u8 {
            1
        }
    }
    id!(type Assoc;);
}
impl Tr for S {
    id!(fn required(&self) -> u8 { 2 });
    id!(type Assoc = id!(u16););
}

pub fn body(x: id!(u8)) -> id![u8] {
    id!(let y = x;);
    let z: id!(u8) = id!(y);
    match z {
        id!(0) => 0,
        id!(1..=9) => 1,
        id!(_) => id!({ 2 }),
    }
}

const _: [(); 3] = [(); id!(C)];
const _: [(); 3] = id!([(); 3]);

// A macro expanding to another macro call.
macro_rules! call_id {
    ($e:expr) => {
        id!(id!($e))
    };
}
const _: [(); 4] = [(); call_id!(4)];
