// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// String literal patterns compare through the str PartialEq impl.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(s: &str) -> i32 {
    match s {
        "one" => 1,
        "two" => 2,
        "" => 0,
        _ => -1,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d\n\0"), f("one"), f("two"), f(""), f("three")); }
}
