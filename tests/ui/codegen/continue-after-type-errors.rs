// compile-flags: --crate-type lib --emit=obj -C panic=abort -Zcontinue-after-type-errors
// -Zcontinue-after-type-errors (rcc's own): the type error is reported
// (exit status 1) and the bodies that type-checked still go through MIR,
// mono and codegen: `good` calls `bad`, which is not lowered, `generic`
// is instantiated for it, the static is evaluated. No other diagnostic.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#![allow(dead_code)]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

pub fn bad(x: i32) -> i32 {
    let y: bool = x; //~ ERROR mismatched types
    x
}

fn generic<T: Copy>(x: T) -> T { x }

pub fn good(x: i32) -> i32 { generic(bad(x)) + 1 }

pub static TABLE: [u8; 4] = [1, 2, 3, 4];
