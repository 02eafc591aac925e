// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// size_of_val and min_align_of_val read the vtable of a trait object and
// the length of a slice.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::{min_align_of_val, size_of_val};
trait T {}
struct A(u8);
struct B(u64, u32);
impl T for A {}
impl T for B {}
fn main() {
    let a: &dyn T = &A(1);
    let b: &dyn T = &B(2, 3);
    let s: &[u16] = &[1, 2, 3, 4, 5];
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of_val(a), min_align_of_val(a), size_of_val(b),
               min_align_of_val(b), size_of_val(s));
    }
}
