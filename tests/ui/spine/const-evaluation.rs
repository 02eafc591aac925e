// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Consts computed at compile time, including from other consts and
// arithmetic, used as array lengths.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

const A: u32 = 6;
const B: u32 = A * 7;
const SHIFTED: u64 = 1 << 40;
const NEG: i8 = -(A as i8);
const LEN: usize = (B / 6) as usize;
const ARR: [u8; LEN] = [3; LEN];
fn main() {
    unsafe { printf(c("%u %lu %d %lu %d\n\0"), B, SHIFTED, NEG as i32, ARR.len(), ARR[6] as i32); }
}
