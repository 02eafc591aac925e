// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Enum variants with tuple and struct payloads.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

enum Shape {
    Circle(u32),
    Rect { w: u32, h: u32 },
    Empty,
}
fn area(s: &Shape) -> u32 {
    match s {
        Shape::Circle(r) => 3 * *r * *r,
        Shape::Rect { w, h } => *w * *h,
        Shape::Empty => 0,
    }
}
fn main() {
    let shapes = [Shape::Rect { w: 2, h: 5 }, Shape::Circle(2), Shape::Empty];
    for s in &shapes[..] {
        unsafe { printf(c("%u \0"), area(s)); }
    }
    unsafe { printf(c("\n\0")); }
}
