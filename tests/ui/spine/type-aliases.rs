// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Type aliases, generic ones included.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

type Num = i64;
type Pair<T> = (T, T);
type Callback = fn(Num) -> Num;
fn twice(p: Pair<Num>, f: Callback) -> Pair<Num> {
    (f(p.0), f(p.1))
}
fn neg(x: Num) -> Num {
    -x
}
fn main() {
    let r = twice((3, 4), neg);
    unsafe { printf(c("%ld %ld\n\0"), r.0, r.1); }
}
