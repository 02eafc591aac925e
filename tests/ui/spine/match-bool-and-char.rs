// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// match on bool (both arms) and on char literals.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn b(x: bool) -> i32 {
    match x {
        true => 1,
        false => 0,
    }
}
fn v(ch: char) -> bool {
    match ch {
        'a' | 'e' | 'i' | 'o' | 'u' => true,
        _ => false,
    }
}
fn main() {
    unsafe { printf(c("%d %d %d %d\n\0"), b(true), b(false), v('e') as i32, v('x') as i32); }
}
