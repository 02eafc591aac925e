// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A recursive enum through references: a cons list.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum List<'a> {
    Nil,
    Cons(i32, &'a List<'a>),
}
fn sum(l: &List) -> i32 {
    match l {
        List::Nil => 0,
        List::Cons(v, rest) => *v + sum(rest),
    }
}
fn main() {
    let a = List::Nil;
    let b = List::Cons(3, &a);
    let d = List::Cons(4, &b);
    let e = List::Cons(5, &d);
    unsafe { printf(c("%d\n\0"), sum(&e)); }
}
