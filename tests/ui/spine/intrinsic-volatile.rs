// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// volatile_load and volatile_store read and write memory.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{volatile_load, volatile_store};
fn main() {
    let mut x: u64 = 1;
    unsafe {
        volatile_store(&mut x as *mut u64, 77);
        let y = volatile_load(&x as *const u64);
        printf(c("%lu %lu\n\0"), y, x);
    }
}
