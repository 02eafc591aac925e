// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// str is UTF-8: len counts bytes; the bytes are reachable by pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let s = "héllo";
    let p = s.as_ptr();
    unsafe {
        printf(c("%lu %lu %d %d\n\0"), s.len(), "".len(), *p as i32, *intrinsics::offset(p, 1) as i32);
    }
}
