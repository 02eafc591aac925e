// check-pass
// macro_rules hygiene: the macro's own `let x` does not capture the
// caller's `x` passed in as an argument, nor does it shadow the caller's
// `x` after the call. The types differ (the macro's `x` is a `&str`), so
// a capture would be a type error for rustc.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! with_own_x {
    ($e:expr) => {{
        let x = "the macro's";
        let _: &str = x;
        $e
    }};
}

macro_rules! declare_x {
    () => {
        let x = "shadow?";
    };
}

pub fn caller() -> u8 {
    let x: u8 = 1;
    let a: u8 = with_own_x!(x + 1);
    declare_x!();
    let b: u8 = x;
    a + b
}

// The same with a match binding and a tuple pattern.
macro_rules! match_own {
    ($e:expr) => {
        match "pattern" {
            v => {
                let _: &str = v;
                $e
            }
        }
    };
}
macro_rules! tuple_own {
    ($e:expr) => {{
        let (v, _) = ("tuple", 0);
        let _: &str = v;
        $e
    }};
}
pub fn patterns(v: u8) -> u8 {
    let a: u8 = match_own!(v);
    let b: u8 = tuple_own!(v);
    a + b
}

// A name passed in by the caller binds at the call site.
macro_rules! bind_caller {
    ($name:ident) => {
        let $name: u8 = 5;
    };
}
pub fn caller_binding() -> u8 {
    bind_caller!(w);
    w
}
