// check-pass
// Label hygiene that resolves: a macro's label used by its own `break`,
// the caller's label reached through a `lifetime` argument or used in the
// caller's tokens inside the macro's loop, and same-named labels in the
// macro and the caller not conflicting.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! own_label {
    () => {
        'own: loop {
            break 'own;
        }
    };
}

macro_rules! break_given {
    ($l:lifetime, $v:expr) => {
        break $l $v
    };
}

macro_rules! run_body {
    ($body:block) => {
        'l: loop {
            $body;
            break 'l;
        }
    };
}

pub fn uses() -> u8 {
    own_label!();
    let a: u8 = 'outer: loop {
        loop {
            break_given!('outer, 1);
        }
    };
    // The caller's `'l` and the macro's `'l` are different labels.
    'l: loop {
        run_body!({
            break 'l;
        });
    }
    a
}
