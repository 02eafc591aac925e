// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Nested arrays: matrix multiplication.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn mul(a: [[i32; 2]; 2], b: [[i32; 2]; 2]) -> [[i32; 2]; 2] {
    let mut r = [[0; 2]; 2];
    for i in 0..2 {
        for j in 0..2 {
            for k in 0..2 {
                r[i][j] += a[i][k] * b[k][j];
            }
        }
    }
    r
}
fn main() {
    let m = [[1, 1], [1, 0]];
    let mut p = m;
    for _ in 0..9 {
        p = mul(p, m);
    }
    unsafe { printf(c("%d %d %d %d\n\0"), p[0][0], p[0][1], p[1][0], p[1][1]); }
}
