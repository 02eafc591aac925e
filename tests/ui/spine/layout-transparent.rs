// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// repr(transparent) has the layout of its one non-zero-sized field.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(transparent)]
struct Wrap(u16);
#[repr(transparent)]
struct WithMarker {
    v: f64,
    _m: PhantomData<u8>,
}
fn main() {
    let w = Wrap(7);
    let m = WithMarker { v: 2.5, _m: PhantomData };
    unsafe {
        printf(c("%lu %lu %lu %d %.1f\n\0"), size_of::<Wrap>(), align_of::<Wrap>(), size_of::<WithMarker>(),
               w.0 as i32, m.v);
    }
}
