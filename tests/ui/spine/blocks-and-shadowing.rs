// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Blocks are expressions; shadowing creates new bindings of new types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

fn main() {
    let x = 5;
    let y = {
        let x = x * 2;
        x + 1
    };
    let x = x as f64 / 2.0;
    let z = if y > 10 { 'b' } else { 's' };
    unsafe { printf(c("%.1f %d %c\n\0"), x, y, z as i32); }
}
