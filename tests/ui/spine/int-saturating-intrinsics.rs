// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// saturating_add / saturating_sub clamp at the type's bounds.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{saturating_add, saturating_sub};
fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"),
               saturating_add(250u8, 10u8) as i32,
               saturating_sub(3u8, 10u8) as i32,
               saturating_add(120i8, 10i8) as i32,
               saturating_sub(-120i8, 10i8) as i32);
    }
}
