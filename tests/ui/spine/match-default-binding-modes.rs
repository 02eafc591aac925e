// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Matching a reference with non-reference patterns binds by reference.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum E {
    A(i32),
    B { v: i64 },
}
fn get(e: &E) -> i64 {
    match e {
        E::A(n) => *n as i64,
        E::B { v } => *v,
    }
}
fn bump(o: &mut Option<i32>) {
    if let Some(x) = o {
        *x += 1;
    }
}
fn main() {
    let mut o = Some(41);
    bump(&mut o);
    unsafe { printf(c("%ld %ld %d\n\0"), get(&E::A(3)), get(&E::B { v: 1 << 40 }), o.unwrap()); }
}
