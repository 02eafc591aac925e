// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// `name @ pattern` binds the value matched by a sub-pattern.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn f(n: i32) -> i32 {
    match n {
        small @ 1..=9 => small * 2,
        big @ (10 | 20 | 30) => big + 1,
        other => -other,
    }
}
fn main() {
    let pair = (3, Some(4));
    let (a, inner, whole) = match pair {
        (a, whole @ Some(inner)) => (a, inner, whole),
        (_, None) => (0, 0, None),
    };
    unsafe {
        printf(c("%d %d %d %d\n\0"), f(4), f(20), f(15), a + inner + whole.unwrap());
    }
}
