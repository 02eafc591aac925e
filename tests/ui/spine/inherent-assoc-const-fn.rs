// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Inherent associated consts and const fns, used in array lengths.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Grid;
impl Grid {
    const W: usize = 4;
    const H: usize = Grid::W / 2;
    const fn cells() -> usize {
        Grid::W * Grid::H
    }
}
const fn square(x: u32) -> u32 {
    x * x
}
const SQ: u32 = square(12);
fn main() {
    let a = [0u8; Grid::cells()];
    unsafe { printf(c("%lu %lu %u %u\n\0"), a.len(), Grid::H, SQ, square(3)); }
}
