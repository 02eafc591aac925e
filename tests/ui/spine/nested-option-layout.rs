// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Nested Options and their sizes; matching through two levels.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(o: Option<Option<u8>>) -> i32 {
    match o {
        None => -1,
        Some(None) => 0,
        Some(Some(v)) => v as i32,
    }
}
fn main() {
    unsafe {
        printf(c("%lu %lu %lu\n\0"), size_of::<Option<Option<bool>>>(), size_of::<Option<Option<&u8>>>(),
               size_of::<Option<Option<u8>>>());
        printf(c("%d %d %d\n\0"), f(None), f(Some(None)), f(Some(Some(9))));
    }
}
