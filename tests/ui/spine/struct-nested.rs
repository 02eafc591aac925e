// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Nested structs, writes through a path of fields.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Inner {
    a: u8,
    b: u64,
}
struct Outer {
    tag: u16,
    inner: Inner,
    rest: [Inner; 2],
}
fn main() {
    let mut o = Outer { tag: 1, inner: Inner { a: 2, b: 3 }, rest: [Inner { a: 4, b: 5 }, Inner { a: 6, b: 7 }] };
    o.inner.b = 30;
    o.rest[1].a = 60;
    unsafe {
        printf(c("%d %d %lu %d %lu %d\n\0"), o.tag as i32, o.inner.a as i32, o.inner.b, o.rest[0].a as i32,
               o.rest[1].b, o.rest[1].a as i32);
    }
}
