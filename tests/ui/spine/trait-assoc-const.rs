// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Associated consts with defaults, read through a generic parameter.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape {
    const SIDES: u32;
    const NAME_LEN: u32 = 0;
}
struct Tri;
struct Sq;
impl Shape for Tri {
    const SIDES: u32 = 3;
}
impl Shape for Sq {
    const SIDES: u32 = 4;
    const NAME_LEN: u32 = 6;
}
fn sides<S: Shape>() -> u32 {
    S::SIDES * 10 + S::NAME_LEN
}
fn main() {
    unsafe { printf(c("%u %u %u\n\0"), sides::<Tri>(), sides::<Sq>(), <Sq as Shape>::SIDES); }
}
