// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Index and IndexMut implemented for a user type.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Grid {
    cells: [i32; 6],
}
impl Index<(usize, usize)> for Grid {
    type Output = i32;
    fn index(&self, (r, c0): (usize, usize)) -> &i32 {
        &self.cells[r * 3 + c0]
    }
}
impl IndexMut<(usize, usize)> for Grid {
    fn index_mut(&mut self, (r, c0): (usize, usize)) -> &mut i32 {
        &mut self.cells[r * 3 + c0]
    }
}
fn main() {
    let mut g = Grid { cells: [0; 6] };
    g[(1, 2)] = 7;
    g[(0, 1)] += 3;
    g[(1, 2)] *= 2;
    unsafe { printf(c("%d %d %d\n\0"), g[(1, 2)], g[(0, 1)], g.cells[5]); }
}
