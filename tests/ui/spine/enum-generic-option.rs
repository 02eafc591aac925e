// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Option<T> from spine_core: construction, matching, methods.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn find(v: &[i32], x: i32) -> Option<usize> {
    let mut i = 0;
    while i < v.len() {
        if v[i] == x {
            return Some(i);
        }
        i += 1;
    }
    None
}
fn main() {
    let v = [5, 8, 13];
    let a = find(&v, 13);
    let b = find(&v, 4);
    unsafe {
        printf(c("%d %d %lu %lu\n\0"), a.is_some() as i32, b.is_none() as i32, a.unwrap(), b.unwrap_or(99));
    }
}
