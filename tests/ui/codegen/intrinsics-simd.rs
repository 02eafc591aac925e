// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C link-arg=-lm
// The SIMD platform intrinsics (portable-simd's and stdarch's simd_*) on
// #[repr(simd)] types of both shapes (N fields, one [T; N] field):
// lane-wise arithmetic and comparisons, casts, shuffles, insert/extract,
// select, bitmask, reductions, float functions, saturating arithmetic,
// gather/scatter; and a vector's alignment (its size).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, repr_simd, platform_intrinsics)]
#![no_core]
#![allow(non_camel_case_types)]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;
use spine_core::intrinsics::{min_align_of, size_of, transmute};

#[repr(simd)]
struct i32x4(i32, i32, i32, i32);
#[repr(simd)]
struct u32x4(u32, u32, u32, u32);
#[repr(simd)]
struct f32x4([f32; 4]);
#[repr(simd)]
struct u8x8([u8; 8]);
#[repr(simd)]
struct f64x2(f64, f64);
#[repr(simd)]
struct f32x3(f32, f32, f32);
#[repr(simd)]
struct ptrx2(*const u32, *const u32);
#[repr(simd)]
struct i64x2(i64, i64);
#[repr(simd)]
struct mptrx2(*mut u32, *mut u32);

mod simd {
    extern "platform-intrinsic" {
        pub fn simd_add<T>(x: T, y: T) -> T;
        pub fn simd_sub<T>(x: T, y: T) -> T;
        pub fn simd_mul<T>(x: T, y: T) -> T;
        pub fn simd_div<T>(x: T, y: T) -> T;
        pub fn simd_rem<T>(x: T, y: T) -> T;
        pub fn simd_shl<T>(x: T, y: T) -> T;
        pub fn simd_shr<T>(x: T, y: T) -> T;
        pub fn simd_and<T>(x: T, y: T) -> T;
        pub fn simd_or<T>(x: T, y: T) -> T;
        pub fn simd_xor<T>(x: T, y: T) -> T;
        pub fn simd_neg<T>(x: T) -> T;
        pub fn simd_eq<T, U>(x: T, y: T) -> U;
        pub fn simd_lt<T, U>(x: T, y: T) -> U;
        pub fn simd_ge<T, U>(x: T, y: T) -> U;
        pub fn simd_cast<T, U>(x: T) -> U;
        pub fn simd_as<T, U>(x: T) -> U;
        pub fn simd_shuffle4<T, U>(x: T, y: T, idx: [u32; 4]) -> U;
        pub fn simd_extract<T, U>(x: T, idx: u32) -> U;
        pub fn simd_insert<T, U>(x: T, idx: u32, val: U) -> T;
        pub fn simd_select<M, T>(m: M, a: T, b: T) -> T;
        pub fn simd_select_bitmask<M, T>(m: M, a: T, b: T) -> T;
        pub fn simd_bitmask<T, U>(x: T) -> U;
        pub fn simd_reduce_add_ordered<T, U>(x: T, acc: U) -> U;
        pub fn simd_reduce_mul_ordered<T, U>(x: T, acc: U) -> U;
        pub fn simd_reduce_min<T, U>(x: T) -> U;
        pub fn simd_reduce_max<T, U>(x: T) -> U;
        pub fn simd_reduce_and<T, U>(x: T) -> U;
        pub fn simd_reduce_or<T, U>(x: T) -> U;
        pub fn simd_reduce_xor<T, U>(x: T) -> U;
        pub fn simd_reduce_all<T>(x: T) -> bool;
        pub fn simd_reduce_any<T>(x: T) -> bool;
        pub fn simd_fsqrt<T>(x: T) -> T;
        pub fn simd_fabs<T>(x: T) -> T;
        pub fn simd_floor<T>(x: T) -> T;
        pub fn simd_ceil<T>(x: T) -> T;
        pub fn simd_fma<T>(x: T, y: T, z: T) -> T;
        pub fn simd_fmin<T>(x: T, y: T) -> T;
        pub fn simd_fmax<T>(x: T, y: T) -> T;
        pub fn simd_saturating_add<T>(x: T, y: T) -> T;
        pub fn simd_saturating_sub<T>(x: T, y: T) -> T;
        pub fn simd_gather<T, U, V>(val: T, ptr: U, mask: V) -> T;
        pub fn simd_scatter<T, U, V>(val: T, ptr: U, mask: V);
    }
}
use simd::*;

fn pi(l: &str, v: i32x4) {
    let a: [i32; 4] = unsafe { transmute(v) };
    unsafe { printf(c("%s %d %d %d %d\n\0"), c(l), a[0], a[1], a[2], a[3]) };
}
fn pu(l: &str, v: u32x4) {
    let a: [u32; 4] = unsafe { transmute(v) };
    unsafe { printf(c("%s %x %x %x %x\n\0"), c(l), a[0], a[1], a[2], a[3]) };
}
fn pf(l: &str, v: f32x4) {
    let a: [f32; 4] = unsafe { transmute(v) };
    unsafe { printf(c("%s %g %g %g %g\n\0"), c(l), a[0] as f64, a[1] as f64, a[2] as f64, a[3] as f64) };
}
fn pb(l: &str, v: u8x8) {
    let a: [u8; 8] = unsafe { transmute(v) };
    unsafe {
        printf(c("%s %u %u %u %u %u %u %u %u\n\0"), c(l), a[0] as u32, a[1] as u32, a[2] as u32, a[3] as u32, a[4] as u32,
               a[5] as u32, a[6] as u32, a[7] as u32)
    };
}

const INTERLEAVE: [u32; 4] = [0, 4, 1, 5];
const REVERSE: [u32; 4] = [3, 2, 1, 0];

fn main() {
    unsafe {
        let a = i32x4(1, -2, 30, -40);
        let b = i32x4(7, 3, -5, 2);
        pi("add\0", simd_add(a, b));
        pi("sub\0", simd_sub(a, b));
        pi("mul\0", simd_mul(a, b));
        pi("div\0", simd_div(a, b));
        pi("rem\0", simd_rem(a, b));
        pi("shl\0", simd_shl(a, i32x4(1, 2, 3, 4)));
        pi("shr\0", simd_shr(a, i32x4(1, 1, 2, 3)));
        pi("and\0", simd_and(a, b));
        pi("or\0", simd_or(a, b));
        pi("xor\0", simd_xor(a, b));
        pi("neg\0", simd_neg(a));
        pi("eq\0", simd_eq(a, i32x4(1, 2, 30, 4)));
        pi("lt\0", simd_lt(a, b));
        let ua = u32x4(1, 0xffff_fffe, 30, 0x8000_0000);
        pi("ult\0", simd_lt(ua, u32x4(2, 3, 30, 1)));
        pu("ushr\0", simd_shr(ua, u32x4(1, 4, 1, 31)));
        pu("usat\0", simd_saturating_add(ua, u32x4(1, 5, 1, 0x8000_0000)));
        pi("ssat\0", simd_saturating_sub(i32x4(-2147483647, 0, 5, 2147483647), i32x4(5, 1, 2, -1)));
        let f = f32x4([1.5, -2.25, 9.0, 0.0]);
        pf("fadd\0", simd_add(f, f32x4([0.5, 0.25, 1.0, -1.0])));
        pf("fdiv\0", simd_div(f, f32x4([2.0, 2.0, 3.0, 4.0])));
        pf("fneg\0", simd_neg(f));
        pf("sqrt\0", simd_fsqrt(f32x4([4.0, 2.25, 9.0, 0.0])));
        pf("fabs\0", simd_fabs(f));
        pf("floor\0", simd_floor(f));
        pf("ceil\0", simd_ceil(f));
        pf("fma\0", simd_fma(f, f, f32x4([1.0, 1.0, 1.0, 1.0])));
        pf("fmin\0", simd_fmin(f, f32x4([0.0, 0.0, 0.0, 0.0])));
        pf("fmax\0", simd_fmax(f, f32x4([0.0, 0.0, 0.0, 0.0])));
        pi("fge\0", simd_ge(f, f32x4([1.5, 0.0, 10.0, -0.0])));
        pi("f2i\0", simd_cast(f32x4([1.9, -2.9, 3.5, -7.0])));
        pi("as\0", simd_as(f32x4([1.9, -2.9, 3e10, -3e10])));
        pf("i2f\0", simd_cast(a));
        let wide: f64x2 = simd_cast(i64x2(3, -4));
        let w: [f64; 2] = transmute(wide);
        printf(c("i2d %g %g\n\0"), w[0], w[1]);
        pi("shuf\0", simd_shuffle4(a, b, INTERLEAVE));
        pi("rev\0", simd_shuffle4(a, b, REVERSE));
        let x: i32 = simd_extract(a, 2);
        pi("ins\0", simd_insert(a, 1, 99i32));
        printf(c("extract %d\n\0"), x);
        let m: i32x4 = simd_lt(a, b);
        pi("sel\0", simd_select(m, a, b));
        pi("selbm\0", simd_select_bitmask(0b1010u8, a, b));
        let bm: u8 = simd_bitmask(m);
        printf(c("bitmask %u\n\0"), bm as u32);
        let sum: i32 = simd_reduce_add_ordered(a, 100);
        let prod: i32 = simd_reduce_mul_ordered(b, 1);
        let mn: i32 = simd_reduce_min(a);
        let mx: i32 = simd_reduce_max(a);
        let umx: u32 = simd_reduce_max(ua);
        printf(c("reduce %d %d %d %d %x\n\0"), sum, prod, mn, mx, umx);
        let rand: u32 = simd_reduce_and(ua);
        let ror: u32 = simd_reduce_or(ua);
        let rxor: u32 = simd_reduce_xor(ua);
        let fsum: f32 = simd_reduce_add_ordered(f, 0.5);
        printf(c("bits %x %x %x %g\n\0"), rand, ror, rxor, fsum as f64);
        printf(c("all/any %d %d %d\n\0"), simd_reduce_all(m) as i32, simd_reduce_any(m) as i32,
               simd_reduce_any(i32x4(0, 0, 0, 0)) as i32);
        let bytes = u8x8([250, 5, 128, 0, 255, 1, 2, 3]);
        pb("u8sat\0", simd_saturating_add(bytes, u8x8([10, 10, 127, 0, 1, 1, 1, 1])));
        let bm8: u8 = simd_bitmask(bytes);
        printf(c("bitmask8 %u\n\0"), bm8 as u32);
        let mut data = [10u32, 20, 30, 40];
        let ptrs = ptrx2(&data[3] as *const u32, &data[1] as *const u32);
        let mut g: [u32; 2] = transmute(simd_gather(u32x2(0, 0), ptrs, i64x2(-1, 0)));
        printf(c("gather %u %u\n\0"), g[0], g[1]);
        g = [7, 8];
        let wptrs = mptrx2(&mut data[0] as *mut u32, &mut data[2] as *mut u32);
        simd_scatter(transmute::<[u32; 2], u32x2>(g), wptrs, i64x2(0, -1));
        printf(c("scatter %u %u %u %u\n\0"), data[0], data[1], data[2], data[3]);
        printf(c("layout %lu %lu %lu %lu %lu %lu\n\0"), size_of::<i32x4>(), min_align_of::<i32x4>(), size_of::<f32x3>(),
               min_align_of::<f32x3>(), size_of::<u8x8>(), min_align_of::<u8x8>());
    }
}

#[repr(simd)]
struct u32x2(u32, u32);

impl Copy for i32x4 {}
impl Clone for i32x4 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for u32x4 {}
impl Clone for u32x4 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for f32x4 {}
impl Clone for f32x4 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for u8x8 {}
impl Clone for u8x8 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for f64x2 {}
impl Clone for f64x2 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for f32x3 {}
impl Clone for f32x3 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for ptrx2 {}
impl Clone for ptrx2 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for i64x2 {}
impl Clone for i64x2 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for u32x2 {}
impl Clone for u32x2 {
    fn clone(&self) -> Self {
        *self
    }
}
impl Copy for mptrx2 {}
impl Clone for mptrx2 {
    fn clone(&self) -> Self {
        *self
    }
}
