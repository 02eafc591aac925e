// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Const generic arguments: written (literal, `{ N }`, an expression),
// defaulted, inferred from array lengths; impls over `[T; N]` selected;
// one generic fn instantiated for several N.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Grid<const W: usize, const H: usize = 2> {
    cells: [[u8; W]; H],
}
impl<const W: usize, const H: usize> Grid<W, H> {
    fn area(&self) -> usize {
        W * H
    }
    fn widen(&self) -> Grid<{ W }, H> {
        Grid { cells: self.cells }
    }
}
trait Len {
    fn len_of(&self) -> usize;
}
impl<T, const N: usize> Len for [T; N] {
    fn len_of(&self) -> usize {
        N
    }
}
fn fill<const N: usize>(v: u8) -> [u8; N] {
    [v; N]
}
fn first<T: Copy, const N: usize>(a: [T; N]) -> T {
    a[0]
}
const K: usize = 2 + 1;
fn main() {
    let g: Grid<3> = Grid { cells: [[1; 3]; 2] };
    let h = Grid::<4, 3> { cells: [[0; 4]; 3] };
    let f = fill::<K>(7);
    let z: [u8; 5] = fill(9);
    unsafe {
        printf(c("%lu %lu %lu\n\0"), g.area(), h.area(), g.widen().area());
        printf(c("%lu %lu %lu\n\0"), [1u8, 2].len_of(), f.len_of(), [(); 6].len_of());
        printf(c("%d %d %d\n\0"), f[2] as i32, z[4] as i32, first([5i32, 6]));
    }
}
