// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// transmute between same-sized types.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

use spine_core::intrinsics::transmute;
fn main() {
    unsafe {
        let bits: u64 = transmute(1.0f64);
        let f: f32 = transmute(0x40400000u32);
        let arr: [u8; 4] = transmute(0x04030201u32);
        let pair: (u32, u32) = transmute(0x0000000a_00000014u64);
        printf(c("%lx %.1f %d %d %u\n\0"), bits, f as f64, arr[0] as i32, arr[3] as i32, pair.0 + pair.1);
    }
}
