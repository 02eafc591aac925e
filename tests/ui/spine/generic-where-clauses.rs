// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Bounds in where clauses, on a generic parameter and a projection.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Score {
    fn score(&self) -> i32;
}
impl Score for u8 {
    fn score(&self) -> i32 {
        *self as i32 * 2
    }
}
impl Score for bool {
    fn score(&self) -> i32 {
        if *self { 100 } else { 0 }
    }
}
fn total<A, B>(a: A, b: B) -> i32
where
    A: Score,
    B: Score,
{
    a.score() + b.score()
}
fn main() {
    unsafe { printf(c("%d %d\n\0"), total(5u8, true), total(false, 21u8)); }
}
