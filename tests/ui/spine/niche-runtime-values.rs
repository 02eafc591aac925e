// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Option of niche-carrying types at run time: Some/None round trips.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn flip(o: Option<bool>) -> Option<bool> {
    match o {
        Some(b) => Some(!b),
        None => None,
    }
}
fn code(o: Option<char>) -> u32 {
    match o {
        Some(ch) => ch as u32,
        None => 0,
    }
}
fn deref_or(o: Option<&i32>, d: i32) -> i32 {
    match o {
        Some(r) => *r,
        None => d,
    }
}
fn main() {
    let x = 9;
    unsafe {
        printf(c("%d %d %d %u %u %d %d\n\0"), flip(Some(true)).unwrap() as i32, flip(None).is_none() as i32,
               flip(Some(false)).unwrap() as i32, code(Some('A')), code(None), deref_or(Some(&x), -1),
               deref_or(None, -1));
    }
}
