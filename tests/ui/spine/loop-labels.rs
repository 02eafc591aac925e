// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Labeled break and continue reach an outer loop.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let mut found = (0, 0);
    'outer: for i in 1..10 {
        for j in 1..10 {
            if j > i {
                continue 'outer;
            }
            if i * j == 42 {
                found = (i, j);
                break 'outer;
            }
        }
    }
    let v = 'blk: loop {
        loop {
            break 'blk 5;
        }
    };
    unsafe { printf(c("%d %d %d\n\0"), found.0, found.1, v); }
}
