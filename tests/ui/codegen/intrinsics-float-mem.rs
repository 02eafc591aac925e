// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc -C link-arg=-lm
// The float intrinsics (libm functions and GCC builtins), volatile and
// unaligned volatile accesses, the memory and pointer intrinsics
// (copies, fills, ptr_offset_from, raw_eq), size_of_val/min_align_of_val
// of unsized values (a slice, str, dyn and a struct with a slice tail),
// and the type-level ones (variant_count, type_id, type_name).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

mod intr {
    use crate::spine_core::{Copy, Sized};
    extern "rust-intrinsic" {
        pub fn sqrtf32(x: f32) -> f32;
        pub fn sqrtf64(x: f64) -> f64;
        pub fn powif32(a: f32, x: i32) -> f32;
        pub fn powif64(a: f64, x: i32) -> f64;
        pub fn sinf64(x: f64) -> f64;
        pub fn cosf32(x: f32) -> f32;
        pub fn powf64(a: f64, x: f64) -> f64;
        pub fn expf64(x: f64) -> f64;
        pub fn exp2f32(x: f32) -> f32;
        pub fn logf64(x: f64) -> f64;
        pub fn log10f64(x: f64) -> f64;
        pub fn log2f32(x: f32) -> f32;
        pub fn fmaf64(a: f64, b: f64, c: f64) -> f64;
        pub fn fabsf32(x: f32) -> f32;
        pub fn minnumf64(x: f64, y: f64) -> f64;
        pub fn maxnumf32(x: f32, y: f32) -> f32;
        pub fn copysignf64(x: f64, y: f64) -> f64;
        pub fn floorf32(x: f32) -> f32;
        pub fn ceilf64(x: f64) -> f64;
        pub fn truncf64(x: f64) -> f64;
        pub fn rintf64(x: f64) -> f64;
        pub fn nearbyintf32(x: f32) -> f32;
        pub fn roundf64(x: f64) -> f64;
        pub fn roundf32(x: f32) -> f32;
        pub fn fadd_fast<T: Copy>(a: T, b: T) -> T;
        pub fn fmul_fast<T: Copy>(a: T, b: T) -> T;
        pub fn frem_fast<T: Copy>(a: T, b: T) -> T;
        pub fn float_to_int_unchecked<Float: Copy, Int: Copy>(value: Float) -> Int;

        pub fn volatile_load<T>(src: *const T) -> T;
        pub fn volatile_store<T>(dst: *mut T, val: T);
        pub fn unaligned_volatile_load<T>(src: *const T) -> T;
        pub fn unaligned_volatile_store<T>(dst: *mut T, val: T);
        pub fn volatile_copy_memory<T>(dst: *mut T, src: *const T, count: usize);
        pub fn volatile_copy_nonoverlapping_memory<T>(dst: *mut T, src: *const T, count: usize);
        pub fn volatile_set_memory<T>(dst: *mut T, val: u8, count: usize);
        pub fn nontemporal_store<T>(ptr: *mut T, val: T);
        pub fn copy<T>(src: *const T, dst: *mut T, count: usize);
        pub fn copy_nonoverlapping<T>(src: *const T, dst: *mut T, count: usize);
        pub fn write_bytes<T>(dst: *mut T, val: u8, count: usize);
        pub fn offset<T>(dst: *const T, offset: isize) -> *const T;
        pub fn arith_offset<T>(dst: *const T, offset: isize) -> *const T;
        pub fn ptr_offset_from<T>(ptr: *const T, base: *const T) -> isize;
        pub fn ptr_offset_from_unsigned<T>(ptr: *const T, base: *const T) -> usize;
        pub fn ptr_guaranteed_eq<T>(ptr: *const T, other: *const T) -> bool;
        pub fn ptr_guaranteed_ne<T>(ptr: *const T, other: *const T) -> bool;
        pub fn raw_eq<T>(a: &T, b: &T) -> bool;
        pub fn prefetch_read_data<T>(data: *const T, locality: i32);
        pub fn prefetch_write_data<T>(data: *const T, locality: i32);
        pub fn transmute<T, U>(x: T) -> U;

        pub fn size_of_val<T: ?Sized>(ptr: *const T) -> usize;
        pub fn min_align_of_val<T: ?Sized>(ptr: *const T) -> usize;
        pub fn pref_align_of<T>() -> usize;
        pub fn variant_count<T>() -> usize;
        pub fn type_id<T: ?Sized + 'static>() -> u64;
        pub fn type_name<T: ?Sized>() -> &'static str;
        pub fn needs_drop<T: ?Sized>() -> bool;
        pub fn r#try(try_fn: fn(*mut u8), data: *mut u8, catch_fn: fn(*mut u8, *mut u8)) -> i32;
        pub fn assert_inhabited<T>();
        pub fn assert_zero_valid<T>();
        pub fn assert_uninit_valid<T>();
    }
}
use intr::*;

fn floats(a: f64, b: f32) {
    unsafe {
        printf(c("%.10g %.6g %.6g %.10g\n\0"), sqrtf64(a), sqrtf32(b) as f64, powif32(b, 3) as f64, powif64(a, -2));
        printf(c("%.10g %.6g %.10g %.10g\n\0"), sinf64(a), cosf32(b) as f64, powf64(a, 0.5), expf64(1.0));
        printf(c("%.6g %.10g %.10g %.6g\n\0"), exp2f32(b) as f64, logf64(a), log10f64(1000.0), log2f32(b) as f64);
        printf(c("%.10g %.6g %.10g %.6g\n\0"), fmaf64(a, 2.0, 1.0), fabsf32(-b) as f64, minnumf64(a, 0.0 / 0.0), maxnumf32(b, -b) as f64);
        printf(c("%g %g %g %g\n\0"), copysignf64(a, -1.0), floorf32(-b) as f64, ceilf64(a), truncf64(-a));
        printf(c("%g %g %g %g %g\n\0"), rintf64(2.5), nearbyintf32(3.5) as f64, roundf64(2.5), roundf64(-2.5), roundf32(0.49999997) as f64);
        printf(c("%g %g %g\n\0"), fadd_fast(a, 1.0), fmul_fast(b, 2.0) as f64, frem_fast(7.5f64, 2.0));
        let i: i32 = float_to_int_unchecked(-a * 10.0);
        let u: u8 = float_to_int_unchecked(b * 10.0);
        let w: u128 = float_to_int_unchecked(1e30f64);
        printf(c("%d %u %lu %lu\n\0"), i, u as u32, (w >> 64) as u64, w as u64);
    }
}

#[repr(C)]
struct Packed {
    bytes: [u8; 12],
}

fn volatile() {
    unsafe {
        let mut x: u64 = 1;
        volatile_store(&mut x as *mut u64, 0x1122334455667788);
        printf(c("%lx\n\0"), volatile_load(&x as *const u64));
        let mut p = Packed { bytes: [0; 12] };
        let at1 = offset(&p.bytes[0] as *const u8, 1) as *mut u32;
        unaligned_volatile_store(at1, 0xdeadbeef);
        let at3 = arith_offset(&p.bytes[0] as *const u8, 3) as *const u16;
        printf(c("%x %x %u %u\n\0"), unaligned_volatile_load(at1 as *const u32), unaligned_volatile_load(at3) as u32,
               p.bytes[0] as u32, p.bytes[1] as u32);
        volatile_set_memory(&mut p.bytes[0] as *mut u8, 7, 4);
        volatile_copy_memory(&mut p.bytes[2] as *mut u8, &p.bytes[0] as *const u8, 4);
        volatile_copy_nonoverlapping_memory(&mut p.bytes[8] as *mut u8, &p.bytes[4] as *const u8, 2);
        nontemporal_store(&mut p.bytes[11] as *mut u8, 99);
        let mut i = 0;
        while i < 12 {
            printf(c("%u \0"), p.bytes[i] as u32);
            i += 1;
        }
        printf(c("\n\0"));
    }
}

#[allow(dead_code)]
struct Tail<T: ?Sized> {
    a: u8,
    b: u32,
    rest: T,
}

trait Shape {
    fn area(&self) -> u32;
}
struct Sq(u64, u16);
impl Shape for Sq {
    fn area(&self) -> u32 {
        (self.0 * self.0) as u32
    }
}

enum Three {
    A,
    B(u8),
    C { x: u32 },
}

fn first(_p: *mut u8) {}
fn set(p: *mut u8) {
    unsafe {
        *p = 42;
    }
}
fn caught(_p: *mut u8, _q: *mut u8) {
    unsafe {
        printf(c("caught?\n\0"));
    }
}

fn memory() {
    unsafe {
        let mut a = [1u32, 2, 3, 4, 5, 6];
        let base = &a[0] as *const u32;
        let p4 = offset(base, 4);
        printf(c("%ld %ld %lu\n\0"), ptr_offset_from(p4, base), ptr_offset_from(base, p4), ptr_offset_from_unsigned(p4, base));
        copy(base, &mut a[1] as *mut u32, 3);
        copy_nonoverlapping(&a[4] as *const u32, &mut a[0] as *mut u32, 2);
        write_bytes(&mut a[5] as *mut u32, 0xff, 1);
        printf(c("%u %u %u %u %u %x\n\0"), a[0], a[1], a[2], a[3], a[4], a[5]);
        let b = [a[0], a[1], a[2], a[3], a[4], a[5]];
        let mut d = b;
        let same = raw_eq(&a, &b);
        d[3] = 0;
        printf(c("%d %d %d %d\n\0"), same as i32, raw_eq(&a, &d) as i32, ptr_guaranteed_eq(base, base) as i32,
               ptr_guaranteed_ne(base, p4) as i32);
        prefetch_read_data(base, 3);
        prefetch_write_data(base, 0);
        let mut flag: u8 = 0;
        let r = r#try(set, &mut flag as *mut u8, caught);
        let r2 = r#try(first, &mut flag as *mut u8, caught);
        printf(c("try %d %d %u\n\0"), r, r2, flag as u32);
    }
}

fn sizes() {
    unsafe {
        let arr = [1u16, 2, 3, 4, 5];
        let s: &[u16] = &arr;
        let st: &str = "hello";
        let sq = Sq(3, 4);
        let d: &dyn Shape = &sq;
        let t: &Tail<[u16; 3]> = &Tail { a: 1, b: 2, rest: [7, 8, 9] };
        // the fat pointers a coercion would make: (data, length), (data, vtable)
        let tu: &Tail<[u16]> = transmute((t as *const Tail<[u16; 3]> as *const u8, 3usize));
        let tsq = &Tail { a: 1, b: 2, rest: Sq(2, 1) };
        let vtable: (usize, usize) = transmute(d);
        let td: &Tail<dyn Shape> = transmute((tsq as *const Tail<Sq> as *const u8, vtable.1));
        printf(c("%lu %lu %lu %lu %lu %lu\n\0"), size_of_val(s as *const [u16]), size_of_val(st as *const str),
               size_of_val(d as *const dyn Shape), size_of_val(tu as *const Tail<[u16]>), size_of_val(t as *const Tail<[u16; 3]>),
               size_of_val(td as *const Tail<dyn Shape>));
        printf(c("%lu %lu %lu %lu %lu %u\n\0"), min_align_of_val(s as *const [u16]), min_align_of_val(st as *const str),
               min_align_of_val(d as *const dyn Shape), min_align_of_val(tu as *const Tail<[u16]>),
               min_align_of_val(td as *const Tail<dyn Shape>), d.area());
        printf(c("%lu %lu %lu\n\0"), pref_align_of::<u64>(), pref_align_of::<u8>(), pref_align_of::<[u32; 3]>());
        printf(c("%lu %lu %lu %lu\n\0"), variant_count::<Three>(), variant_count::<Option<u8>>(), variant_count::<u32>(),
               variant_count::<Sq>());
        let same = type_id::<u32>() == type_id::<u32>();
        let differ = type_id::<u32>() != type_id::<i32>() && type_id::<&str>() != type_id::<&[u8]>();
        printf(c("%d %d %d %d\n\0"), same as i32, differ as i32, needs_drop::<u32>() as i32, needs_drop::<Three>() as i32);
        let n = type_name::<Option<u8>>();
        printf(c("%.*s\n\0"), n.len() as i32, n.as_ptr());
        assert_inhabited::<u8>();
        assert_zero_valid::<u32>();
        assert_uninit_valid::<u8>();
        let e = Three::C { x: 1 };
        let f = Three::B(3);
        let g = Three::A;
        if let Three::C { x } = e {
            if let Three::B(y) = f {
                if let Three::A = g {
                    printf(c("%u %u\n\0"), x, y as u32);
                }
            }
        }
    }
}

fn main() {
    floats(2.0, 1.5);
    volatile();
    memory();
    sizes();
}
