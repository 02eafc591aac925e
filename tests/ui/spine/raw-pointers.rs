// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Raw pointers: deref, writes, offset, null, casts between mut and const.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::offset;
fn main() {
    let mut a = [1i32, 2, 3, 4];
    let p = &mut a as *mut [i32; 4] as *mut i32;
    let null: *const i32 = 0 as *const i32;
    unsafe {
        *p = 10;
        let third = offset(p as *const i32, 2) as *mut i32;
        *third += 30;
        printf(c("%d %d %d %d\n\0"), a[0], a[2], *offset(third as *const i32, -1), (null as usize == 0) as i32);
    }
}
