// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Specialization (core's RangeIteratorImpl, SpecArrayClone, ZipImpl,
// SlicePartialEq): when several impls apply to a concrete type, the
// most specialized one is selected at monomorphisation, its items
// override the `default` ones, and a default impl's items fill in what
// the specializing impl leaves out.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, specialization)]
#![allow(incomplete_features)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Marker {}
impl Marker for u8 {}
trait Fast: Marker {}
impl Fast for u8 {}

trait Describe {
    fn which(&self) -> i32;
    fn extra(&self) -> i32;
}
impl<T> Describe for T {
    default fn which(&self) -> i32 { 1 }
    default fn extra(&self) -> i32 { 10 }
}
impl<T: Marker> Describe for T {
    default fn which(&self) -> i32 { 2 }
}
impl<T: Fast> Describe for T {
    fn which(&self) -> i32 { 3 }
}
impl Describe for i64 {
    fn which(&self) -> i32 { 4 }
    fn extra(&self) -> i32 { 40 }
}

struct W<T>(T);
trait Pair { fn pair(&self) -> i32; }
impl<T> Pair for W<T> { default fn pair(&self) -> i32 { 100 } }
impl Pair for W<i32> { fn pair(&self) -> i32 { 200 } }

fn via_generic<T: Describe>(x: &T) -> i32 { x.which() * 100 + x.extra() }

fn main() {
    let p = 1i32.which();
    let q = 7u8.which();
    let r = 7i64.which();
    let d = via_generic(&1u16);
    let e = via_generic(&1u8);
    let f = via_generic(&1i64);
    let g = W(1u8).pair() + W(1i32).pair();
    unsafe {
        printf(c("%d %d %d\n\0"), p, q, r);
        printf(c("%d %d %d %d\n\0"), d, e, f, g);
    }
}
