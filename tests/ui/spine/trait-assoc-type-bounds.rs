// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// An associated type bounded by a trait, used through the bound.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Score {
    fn score(&self) -> u32;
}
impl Score for u8 {
    fn score(&self) -> u32 {
        *self as u32
    }
}
impl Score for bool {
    fn score(&self) -> u32 {
        if *self { 10 } else { 0 }
    }
}
trait Source {
    type Out: Score;
    fn get(&self) -> Self::Out;
}
struct A;
struct B;
impl Source for A {
    type Out = u8;
    fn get(&self) -> u8 {
        7
    }
}
impl Source for B {
    type Out = bool;
    fn get(&self) -> bool {
        true
    }
}
fn total<S: Source>(s: &S) -> u32 {
    s.get().score() * 2
}
fn main() {
    unsafe { printf(c("%u %u\n\0"), total(&A), total(&B)); }
}
