// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Const generic arguments of types bool, char and i32 (negative, in
// braces): their values reach the instances (and distinct symbols).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;
struct Flag<const B: bool, const C: char, const I: i32>;
impl<const B: bool, const C: char, const I: i32> Flag<B, C, I> {
    fn get(&self) -> i32 { if B { I } else { C as i32 } }
}
struct Buf<const N: usize> { data: [u8; N] }
fn make<const N: usize>() -> Buf<N> { Buf::<N> { data: [3; N] } }
fn wrap<const N: usize>(b: Buf<N>) -> Buf<{ N }> { b }
fn main() {
    let f = Flag::<true, 'a', -5>;
    let g = Flag::<false, 'a', { -5 }>;
    let b = wrap(make::<4>());
    unsafe { printf(c("%d %d %d\n\0"), f.get(), g.get(), b.data[3] as i32); }
}
