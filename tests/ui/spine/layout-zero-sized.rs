// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Zero-sized types: unit, empty structs, zero-length arrays, PhantomData.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Empty {}
struct Zst;
fn main() {
    let a = [Zst, Zst, Zst];
    let e = Empty {};
    let _ = e;
    unsafe {
        printf(c("%lu %lu %lu %lu %lu\n\0"), size_of::<Empty>(), size_of::<[Zst; 3]>(),
               size_of::<PhantomData<u64>>(), size_of::<(Zst, u8)>(), a.len());
    }
}
