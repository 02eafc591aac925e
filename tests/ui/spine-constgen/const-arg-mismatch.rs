// Mismatched const generic arguments print their values.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Buf<const N: usize> {
    data: [u8; N],
}
fn take<const N: usize>(_b: Buf<N>, _a: [u8; N]) {}
fn main() {
    let b: Buf<3> = Buf::<4> { data: [0; 4] }; //~ ERROR mismatched types
    take(Buf { data: [1; 2] }, [1, 2, 3]); //~ ERROR mismatched types
}
