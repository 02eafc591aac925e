// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A struct generic over a closure type, calling its field.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Cache<F: Fn(u64) -> u64> {
    f: F,
    last: Option<(u64, u64)>,
}
impl<F: Fn(u64) -> u64> Cache<F> {
    fn get(&mut self, x: u64) -> u64 {
        if let Some((k, v)) = self.last {
            if k == x {
                return v;
            }
        }
        let v = (self.f)(x);
        self.last = Some((x, v));
        v
    }
}
fn main() {
    let mut calls = 0u32;
    let mut cache = Cache { f: |x| x * x, last: None };
    let a = cache.get(9);
    let b = cache.get(9);
    calls += 1;
    unsafe { printf(c("%lu %lu %u\n\0"), a, b, calls); }
}
