// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C link-arg=-lgcc
// The integer intrinsics on every width, signed and unsigned, u128/i128
// included: bit counts (the zero cases too), byte and bit reversal,
// rotations, the overflowing, wrapping, saturating, unchecked and exact
// operations.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

extern "rust-intrinsic" {
    fn ctpop<T: Copy>(x: T) -> T;
    fn ctlz<T: Copy>(x: T) -> T;
    fn cttz<T: Copy>(x: T) -> T;
    fn ctlz_nonzero<T: Copy>(x: T) -> T;
    fn cttz_nonzero<T: Copy>(x: T) -> T;
    fn bswap<T: Copy>(x: T) -> T;
    fn bitreverse<T: Copy>(x: T) -> T;
    fn rotate_left<T: Copy>(x: T, y: T) -> T;
    fn rotate_right<T: Copy>(x: T, y: T) -> T;
    fn add_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    fn sub_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    fn mul_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    fn wrapping_add<T: Copy>(a: T, b: T) -> T;
    fn wrapping_sub<T: Copy>(a: T, b: T) -> T;
    fn wrapping_mul<T: Copy>(a: T, b: T) -> T;
    fn saturating_add<T: Copy>(a: T, b: T) -> T;
    fn saturating_sub<T: Copy>(a: T, b: T) -> T;
    fn unchecked_add<T: Copy>(x: T, y: T) -> T;
    fn unchecked_sub<T: Copy>(x: T, y: T) -> T;
    fn unchecked_mul<T: Copy>(x: T, y: T) -> T;
    fn unchecked_div<T: Copy>(x: T, y: T) -> T;
    fn unchecked_rem<T: Copy>(x: T, y: T) -> T;
    fn unchecked_shl<T: Copy>(x: T, y: T) -> T;
    fn unchecked_shr<T: Copy>(x: T, y: T) -> T;
    fn exact_div<T: Copy>(x: T, y: T) -> T;
}

fn show(label: &str, v: u128) {
    unsafe {
        printf(c("  %s %016lx%016lx\n\0"), c(label), (v >> 64) as u64, v as u64);
    }
}

fn show2(label: &str, v: u128, o: bool) {
    unsafe {
        printf(c("  %s %016lx%016lx %d\n\0"), c(label), (v >> 64) as u64, v as u64, o as i32);
    }
}

// x: a bit pattern; big: a value near the type's maximum; y: a small one
macro_rules! widths {
    ($($f:ident $t:ident)*) => {$(
        fn $f() { unsafe {
            let x = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210u128 as $t;
            let big = (!0u128 >> 2) as $t;
            let y: $t = 3;
            let z: $t = 0;
            printf(c("%s\n\0"), c(concat_name!($t)));
            show("ctpop\0", ctpop(x) as u128);
            show("ctlz\0", ctlz(x) as u128);
            show("cttz\0", cttz(x) as u128);
            show("ctlz0\0", ctlz(z) as u128);
            show("cttz0\0", cttz(z) as u128);
            show("ctpop0\0", ctpop(z) as u128);
            show("ctlznz\0", ctlz_nonzero(y) as u128);
            show("cttznz\0", cttz_nonzero(x) as u128);
            show("bswap\0", bswap(x) as u128);
            show("bitrev\0", bitreverse(x) as u128);
            show("rotl\0", rotate_left(x, y) as u128);
            show("rotr\0", rotate_right(x, y) as u128);
            show("rotl0\0", rotate_left(x, z) as u128);
            let (r, o) = add_with_overflow(big, big);
            show2("addo\0", r as u128, o);
            let (r, o) = add_with_overflow(x, y);
            show2("addo\0", r as u128, o);
            let (r, o) = sub_with_overflow(z, y);
            show2("subo\0", r as u128, o);
            let (r, o) = mul_with_overflow(big, y);
            show2("mulo\0", r as u128, o);
            let (r, o) = mul_with_overflow(y, y);
            show2("mulo\0", r as u128, o);
            show("wadd\0", wrapping_add(big, big) as u128);
            show("wsub\0", wrapping_sub(z, y) as u128);
            show("wmul\0", wrapping_mul(x, x) as u128);
            show("sadd\0", saturating_add(big, big) as u128);
            show("sadd\0", saturating_add(y, y) as u128);
            show("ssub\0", saturating_sub(z, big) as u128);
            show("ssub\0", saturating_sub(z, wrapping_sub(z, big)) as u128);
            show("uadd\0", unchecked_add(y, y) as u128);
            show("usub\0", unchecked_sub(big, y) as u128);
            show("umul\0", unchecked_mul(y, y) as u128);
            show("udiv\0", unchecked_div(x, y) as u128);
            show("urem\0", unchecked_rem(x, y) as u128);
            show("ushl\0", unchecked_shl(x, y) as u128);
            show("ushr\0", unchecked_shr(x, y) as u128);
            show("exdiv\0", exact_div(unchecked_mul(big, y), y) as u128);
        } }
    )*};
}

macro_rules! concat_name {
    (u8) => { "u8\0" }; (u16) => { "u16\0" }; (u32) => { "u32\0" }; (u64) => { "u64\0" };
    (u128) => { "u128\0" }; (usize) => { "usize\0" }; (i8) => { "i8\0" }; (i16) => { "i16\0" };
    (i32) => { "i32\0" }; (i64) => { "i64\0" }; (i128) => { "i128\0" }; (isize) => { "isize\0" };
}

widths!(w_u8 u8 w_u16 u16 w_u32 u32 w_u64 u64 w_u128 u128 w_usize usize
        w_i8 i8 w_i16 i16 w_i32 i32 w_i64 i64 w_i128 i128 w_isize isize);

fn main() {
    w_u8(); w_u16(); w_u32(); w_u64(); w_u128(); w_usize();
    w_i8(); w_i16(); w_i32(); w_i64(); w_i128(); w_isize();
}
