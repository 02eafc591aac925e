// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Binary search returning Result<usize, usize> like core's.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn search(v: &[i32], x: i32) -> Result<usize, usize> {
    let mut lo = 0;
    let mut hi = v.len();
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if v[mid] == x {
            return Ok(mid);
        } else if v[mid] < x {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    Err(lo)
}
fn show(r: Result<usize, usize>) {
    match r {
        Ok(i) => unsafe { printf(c("found at %lu\n\0"), i); },
        Err(i) => unsafe { printf(c("insert at %lu\n\0"), i); },
    }
}
fn main() {
    let v = [1, 3, 5, 7, 9, 11];
    show(search(&v, 7));
    show(search(&v, 8));
    show(search(&v, 0));
    show(search(&v, 100));
}
