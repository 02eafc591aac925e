// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// A union's fields share storage: write one, read another.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

union Bits {
    f: f32,
    u: u32,
    b: [u8; 4],
}
fn main() {
    let mut x = Bits { f: 1.0 };
    unsafe {
        printf(c("%x %d\n\0"), x.u, x.b[3] as i32);
        x.u = 0x40490fdb;
        printf(c("%.5f\n\0"), x.f as f64);
    }
}
