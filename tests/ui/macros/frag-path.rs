// check-pass
// `path` fragments: plain, global, `crate::`/`self::`/`super::` paths and
// paths with generic arguments, used as expressions, types, patterns
// and trait bounds.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

pub mod inner {
    pub const N: usize = 4;
    pub struct Wrapper<T>(pub T);
    pub mod deeper {
        pub const M: usize = super::N + 1;
    }
}

macro_rules! value {
    ($p:path) => {
        $p
    };
}
const _: [(); 4] = [(); value!(inner::N)];
const _: [(); 4] = [(); value!(crate::inner::N)];
const _: [(); 4] = [(); value!(self::inner::N)];
const _: [(); 5] = [(); value!(inner::deeper::M)];

macro_rules! ty {
    ($p:path) => {
        pub type Alias = $p;
    };
}
ty!(inner::Wrapper<Option<u8>>);

macro_rules! bound {
    ($name:ident: $p:path) => {
        pub fn $name<T: $p>(t: T) -> T {
            t
        }
    };
}
bound!(needs_clone: Clone);
bound!(needs_partial_eq: cmp::PartialEq<u8>);

macro_rules! tuple_pat {
    ($p:path, $e:expr) => {
        match $e {
            $p(x) => x,
        }
    };
}
pub fn unwrap(w: inner::Wrapper<u8>) -> u8 {
    tuple_pat!(inner::Wrapper, w)
}

// A path may be followed by `=>`, `,`, `;`, `=`, `|`, `{`, `[`, `:`, `>`,
// `as` and `where`.
macro_rules! follow {
    ($a:path => $b:path, $c:path; $d:path = $e:path | $f:path as $g:path) => {};
}
follow!(a => b::c, d; e = f | g as h);
