// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Arrays of structs containing arrays.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Row {
    cells: [u8; 3],
    sum: u32,
}
fn main() {
    let mut rows = [Row { cells: [1, 2, 3], sum: 0 }, Row { cells: [4, 5, 6], sum: 0 }];
    let mut i = 0;
    while i < 2 {
        let mut j = 0;
        while j < 3 {
            rows[i].sum += rows[i].cells[j] as u32;
            j += 1;
        }
        i += 1;
    }
    unsafe { printf(c("%u %u\n\0"), rows[0].sum, rows[1].sum); }
}
