// check-pass
// `pat` and `pat_param` fragments (edition 2015: `pat` is `pat_param`
// and does not take a top-level `|`, so a `|` may follow it).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! matches_pat {
    ($e:expr, $($p:pat)|+) => {
        match $e {
            $($p)|+ => 1,
            _ => 0,
        }
    };
}
const _: [(); 1] = [(); matches_pat!(3, 1 | 3)];
const _: [(); 0] = [(); matches_pat!(3, 1 | 2)];
const _: [(); 1] = [(); matches_pat!(Some(5), Some(4..=6))];
const _: [(); 1] = [(); matches_pat!((1, 2), (_, 2))];
const _: [(); 1] = [(); matches_pat!([1, 2, 3], [1, ..])];

macro_rules! param {
    ($p:pat_param | $q:pat_param => $body:expr) => {
        pub fn two($p: (u8, u8), $q: &u8) -> u8 {
            $body
        }
    };
}
param!((a, b) | c => a + b + *c);

macro_rules! let_pat {
    ($p:pat = $e:expr) => {
        let $p = $e;
    };
}
pub fn destructure() -> u8 {
    let_pat!((x, ref y) = (1u8, 2u8));
    let_pat!(_ = 3);
    x + *y
}
