// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Inherent methods and associated consts on an enum.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Op {
    Add,
    Mul,
}
impl Op {
    const ALL: [Op; 2] = [Op::Add, Op::Mul];
    fn apply(&self, a: i32, b: i32) -> i32 {
        match self {
            Op::Add => a + b,
            Op::Mul => a * b,
        }
    }
}
fn main() {
    let ops = Op::ALL;
    unsafe { printf(c("%d %d\n\0"), ops[0].apply(6, 7), ops[1].apply(6, 7)); }
}
