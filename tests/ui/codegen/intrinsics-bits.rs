// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Bit intrinsics codegen emits inline, including the zero cases of
// ctlz/cttz (GCC's builtins leave them undefined) and 128-bit operands.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;
use spine_core::intrinsics::*;

fn main() {
    unsafe {
        printf(c("%u %u %u %u\n\0"), ctpop(0xf0u8) as u32, ctlz(1u8) as u32, cttz(0u8) as u32, ctlz(0u16) as u32);
        printf(c("%u %u %lu %lu\n\0"), ctpop(u32::MAX_V), cttz(0x80u32), ctlz(1u64), cttz(1u64 << 40));
        printf(c("%lu %lu %lu\n\0"), ctpop(!0u128) as u64, ctlz(1u128) as u64, cttz(1u128 << 100) as u64);
        printf(c("%x %x %lx\n\0"), bswap(0x1234u16) as u32, bswap(0x12345678u32), bswap(0x0102030405060708u64));
        printf(c("%x %x %x\n\0"), bitreverse(1u8) as u32, bitreverse(0x3u32), rotate_left(0x80000001u32, 4));
        printf(c("%x %lx\n\0"), rotate_right(0x12u8, 4) as u32, (bswap(1u128) >> 64) as u64);
        let (r, o) = add_with_overflow(250u8, 10u8);
        let (s, p) = mul_with_overflow(-3i64, 4611686018427387904i64);
        printf(c("%u %d %ld %d\n\0"), r as u32, o as i32, s, p as i32);
        printf(c("%d %d\n\0"), saturating_add(100i8, 100i8) as i32, saturating_sub(-100i8, 100i8) as i32);
    }
}

trait MaxV {
    const MAX_V: Self;
}
impl MaxV for u32 {
    const MAX_V: u32 = 0xffff_ffff;
}
