// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// copy, copy_nonoverlapping and write_bytes.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{copy, copy_nonoverlapping, write_bytes};
fn main() {
    let src = [1u8, 2, 3, 4, 5, 6];
    let mut dst = [0u8; 6];
    unsafe {
        copy_nonoverlapping(&src as *const [u8; 6] as *const u8, &mut dst as *mut [u8; 6] as *mut u8, 4);
        let p = &mut dst as *mut [u8; 6] as *mut u8;
        copy(p, intrinsics::offset(p, 1) as *mut u8, 3);
        write_bytes(intrinsics::offset(p, 5) as *mut u8, 9, 1);
    }
    for b in &dst[..] {
        unsafe { printf(c("%d \0"), *b as i32); }
    }
    unsafe { printf(c("\n\0")); }
}
