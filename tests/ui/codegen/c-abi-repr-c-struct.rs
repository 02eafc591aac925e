// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C link-arg=-lm
// #[repr(C)] structs cross the C ABI as C structs: a struct of two f64
// is passed and returned in SSE registers, like C's `double complex`
// (libm's cabs and conj), also through an extern "C" fn pointer.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[repr(C)]
struct Complex {
    re: f64,
    im: f64,
}
impl Clone for Complex {
    fn clone(&self) -> Complex {
        *self
    }
}
impl Copy for Complex {}
extern "C" {
    fn cabs(z: Complex) -> f64;
    fn conj(z: Complex) -> Complex;
}
extern "C" fn swap(z: Complex, k: f64) -> Complex {
    Complex { re: z.im * k, im: z.re * k }
}
fn main() {
    let z = Complex { re: 3.0, im: 4.0 };
    let w = unsafe { conj(z) };
    let f: extern "C" fn(Complex, f64) -> Complex = swap;
    let s = f(w, 2.0);
    unsafe { printf(c("%.1f %.1f %.1f %.1f %.1f\n\0"), cabs(z), w.re, w.im, s.re, s.im); }
}
