// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Drop glue of generic containers, and the needs_drop intrinsic.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::needs_drop;
struct D(i32);
impl Drop for D {
    fn drop(&mut self) {
        unsafe { printf(c("drop %d\n\0"), self.0); }
    }
}
#[allow(dead_code)]
struct Holder<T> {
    items: (T, T),
}
fn main() {
    let _h = Holder { items: (D(1), D(2)) };
    let _o = Some(D(3));
    let _n: Option<D> = None;
    unsafe {
        printf(c("%d %d %d %d\n\0"), needs_drop::<D>() as i32, needs_drop::<u32>() as i32,
               needs_drop::<Holder<D>>() as i32, needs_drop::<[i32; 4]>() as i32);
    }
}
