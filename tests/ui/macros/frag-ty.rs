// check-pass
// `ty` fragments: paths with generics, references, pointers, arrays,
// slices, tuples, fn pointers, trait objects, `!`, `_` in an expression
// type, followed by the tokens allowed after a type (`=`, `,`, `;`, `=>`,
// `|`, `{`, `[`, `:`, `>`, `as`, `where`).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! alias {
    ($name:ident = $t:ty) => {
        pub type $name = $t;
    };
}
alias!(A = u8);
alias!(B = Option<&'static [u16]>);
alias!(C = *const (u8, i32));
alias!(D = [u8; 4]);
alias!(E = fn(u8) -> bool);
alias!(F = &'static dyn Debug);
alias!(G = Result<(), fmt::Error>);

macro_rules! follow {
    ($t:ty, $u:ty; $v:ty => $w:ty | $x:ty as $y:ty) => {
        pub fn follows(_: $t, _: $u, _: $v, _: $w, _: $x, _: $y) {}
    };
}
follow!(u8, u16; u32 => u64 | i8 as i16);

macro_rules! cast {
    ($e:expr, $t:ty) => {
        $e as $t
    };
}
const _: [(); 7] = [(); cast!(7u8, usize)];

macro_rules! never {
    ($t:ty) => {
        pub fn diverges() -> $t {
            loop {}
        }
    };
}
never!(!);

macro_rules! with_struct {
    ($name:ident { $($f:ident: $t:ty),* }) => {
        pub struct $name {
            $(pub $f: $t,)*
        }
    };
}
with_struct!(Pair { a: u8, b: Option<(u8, u16)> });
