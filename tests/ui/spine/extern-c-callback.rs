// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// An extern "C" fn passed to C as a callback: qsort.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "C" {
    fn qsort(base: *mut u8, n: usize, size: usize, cmp: extern "C" fn(*const u8, *const u8) -> i32);
}
extern "C" fn cmp_i32(a: *const u8, b: *const u8) -> i32 {
    let x = unsafe { *(a as *const i32) };
    let y = unsafe { *(b as *const i32) };
    if x < y { -1 } else if x > y { 1 } else { 0 }
}
fn main() {
    let mut v = [5i32, -2, 9, 0, 3];
    unsafe {
        qsort(&mut v as *mut [i32; 5] as *mut u8, 5, 4, cmp_i32);
        printf(c("%d %d %d %d %d\n\0"), v[0], v[1], v[2], v[3], v[4]);
    }
}
