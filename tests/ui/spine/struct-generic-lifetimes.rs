// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A struct holding references with a lifetime, returned from a method.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Split<'a> {
    head: &'a [i32],
    tail: &'a [i32],
}
fn split<'a>(s: &'a [i32], at: usize) -> Split<'a> {
    Split { head: &s[..at], tail: &s[at..] }
}
impl<'a> Split<'a> {
    fn longer(&self) -> &'a [i32] {
        if self.head.len() >= self.tail.len() { self.head } else { self.tail }
    }
}
fn main() {
    let a = [1, 2, 3, 4, 5];
    let s = split(&a, 2);
    let l = s.longer();
    unsafe { printf(c("%lu %d\n\0"), l.len(), l[0]); }
}
