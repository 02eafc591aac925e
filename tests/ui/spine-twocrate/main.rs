// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// aux-crate:spine_lib=spine_lib.rs
// The two-crate acceptance test of the spine: a binary crate whose lang
// items, traits, generic functions and statics all come from the
// `#![no_core]` library crate auxiliary/spine_lib.rs, passed with
// `--extern spine_lib=...` (rcc loads it from source).
#![feature(no_core)]
#![no_core]
extern crate spine_lib;
use spine_lib::*;

fn bigger(a: &u32, b: &u32) -> bool {
    *a > *b
}

fn main() {
    // Non-generic functions.
    let s = square(12);
    // A generic function instantiated here, at two types.
    let l = largest(&[3u32, 9, 4], bigger);
    let b = largest(&[false, true], |x: &bool, _: &bool| *x);
    // A trait's default method, on a library impl and a generic one.
    let d = 7i32.describe();
    let p = Pair::new(1, 2);
    let pd = p.describe();
    // Statics.
    let first = *FIRST + TABLE[LIMIT];
    count_call();
    let twice = apply_twice(5, |x| x * 3);
    unsafe {
        printf(c("%d %u %d %ld %d %ld\n\0"), s, l, b as i32, d, p.sum(), pd);
        printf(c("%d %d %u\n\0"), first, twice, CALLS);
        printf(c("%.*s\n\0"), 16, GREETING as *const str as *const u8);
    }
    // A library type with a destructor, dropped in this crate.
    let _n = Noisy(1);
    {
        let _m = Noisy(2);
    }
    unsafe { printf(c("end\n\0")); }
}
