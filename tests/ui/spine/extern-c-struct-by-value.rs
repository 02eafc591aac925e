// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A repr(C) struct passed to and returned from an extern "C" fn defined in
// Rust, called directly and through a fn pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C)]
struct Pt {
    x: f64,
    y: i32,
}
extern "C" fn flip(p: Pt) -> Pt {
    Pt { x: p.y as f64, y: p.x as i32 }
}
fn main() {
    let f: extern "C" fn(Pt) -> Pt = flip;
    let a = flip(Pt { x: 1.5, y: 4 });
    let b = f(Pt { x: 9.0, y: -2 });
    unsafe { printf(c("%.1f %d %.1f %d\n\0"), a.x, a.y, b.x, b.y); }
}
