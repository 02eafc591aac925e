// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `Self` is a pattern in the impl of a unit struct (derived impls of core's
// unit structs match on it); rcc used to leave such bodies unlowered
// without a diagnostic.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Unit;
impl Unit {
    fn code(&self) -> i32 { match *self { Self => 7 } }
    fn same(&self, other: &Unit) -> bool { match (self, other) { (Self, Unit) => true } }
}

fn main() {
    let u = Unit;
    let s = if u.same(&Unit) { 1 } else { 0 };
    unsafe { printf(c("%d %d\n\0"), u.code(), s); }
}
