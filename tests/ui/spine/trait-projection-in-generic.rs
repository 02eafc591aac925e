// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Iterator::Item projected in generic code, normalised per instance.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Count(u32);
impl Iterator for Count {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            None
        } else {
            self.0 -= 1;
            Some(self.0)
        }
    }
}
fn last<I: Iterator>(mut it: I) -> Option<I::Item> {
    let mut l = None;
    while let Some(x) = it.next() {
        l = Some(x);
    }
    l
}
fn count<I>(it: I) -> usize
where
    I: IntoIterator,
{
    let mut n = 0;
    for _ in it {
        n += 1;
    }
    n
}
fn main() {
    unsafe { printf(c("%u %lu %lu\n\0"), last(Count(5)).unwrap(), count(Count(7)), count(0..3)); }
}
