// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A slice of trait objects of different concrete types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

trait Shape {
    fn area(&self) -> f64;
    fn sides(&self) -> u32;
}
struct Sq(f64);
struct Tri(f64, f64);
impl Shape for Sq {
    fn area(&self) -> f64 {
        self.0 * self.0
    }
    fn sides(&self) -> u32 {
        4
    }
}
impl Shape for Tri {
    fn area(&self) -> f64 {
        self.0 * self.1 / 2.0
    }
    fn sides(&self) -> u32 {
        3
    }
}
fn main() {
    let a = Sq(3.0);
    let b = Tri(4.0, 5.0);
    let shapes: [&dyn Shape; 3] = [&a, &b, &a];
    let mut total = 0.0;
    let mut sides = 0;
    for s in &shapes[..] {
        total += s.area();
        sides += s.sides();
    }
    unsafe { printf(c("%.1f %u\n\0"), total, sides); }
}
