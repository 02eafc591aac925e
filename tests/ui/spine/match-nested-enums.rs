// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Nested enum patterns.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Op {
    Push(Option<i32>),
    Pop,
}
fn code(o: Op) -> i32 {
    match o {
        Op::Push(Some(0)) => 10,
        Op::Push(Some(n)) => n,
        Op::Push(None) => -1,
        Op::Pop => -2,
    }
}
fn main() {
    unsafe {
        printf(c("%d %d %d %d\n\0"), code(Op::Push(Some(0))), code(Op::Push(Some(42))), code(Op::Push(None)),
               code(Op::Pop));
    }
}
