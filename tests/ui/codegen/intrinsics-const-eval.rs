// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// The const evaluator runs the const intrinsics core uses in constants:
// bit operations, overflow and saturating arithmetic, unchecked
// operations, variant_count, type_id (the same value code computes at
// run time), type_name, size_of_val of a slice, ptr_offset_from,
// copy_nonoverlapping and write_bytes; and `const_eval_select` picks its
// compile-time function in constants and its run-time one in code.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures, const_mut_refs, rustc_attrs, const_trait_impl, staged_api)]
#![unstable(feature = "rcc_test", issue = "none")]
#![no_core]
#![allow(unused_unsafe)]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

mod intr {
    use crate::spine_core::{Copy, Sized};
    extern "rust-intrinsic" {
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn ctpop<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn ctlz<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn cttz<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn cttz_nonzero<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn bswap<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn bitreverse<T: Copy>(x: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn rotate_left<T: Copy>(x: T, y: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn add_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn mul_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn saturating_add<T: Copy>(a: T, b: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn saturating_sub<T: Copy>(a: T, b: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn unchecked_shl<T: Copy>(x: T, y: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn unchecked_rem<T: Copy>(x: T, y: T) -> T;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn variant_count<T>() -> usize;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn type_id<T: ?Sized + 'static>() -> u64;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn type_name<T: ?Sized>() -> &'static str;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn size_of_val<T: ?Sized>(ptr: *const T) -> usize;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn min_align_of_val<T: ?Sized>(ptr: *const T) -> usize;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn ptr_offset_from<T>(ptr: *const T, base: *const T) -> isize;
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn copy_nonoverlapping<T>(src: *const T, dst: *mut T, count: usize);
        #[rustc_const_stable(feature = "rcc_test_const", since = "1.0.0")]
        pub fn write_bytes<T>(dst: *mut T, val: u8, count: usize);
    }
}
use intr::*;

#[allow(dead_code)]
enum Three {
    A,
    B(u8),
    C { x: u32 },
}

const BITS: [u32; 4] = unsafe { [ctpop(0xf0f0u32), ctlz(1u32), cttz(0u32), cttz_nonzero(0x100u32)] };
const SWAP: u128 = unsafe { bswap(0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10u128) };
const REV: u16 = unsafe { bitreverse(1u16) };
const ROT: u64 = unsafe { rotate_left(0x8000_0000_0000_0001u64, 4) };
const ADDO: (u8, bool) = unsafe { add_with_overflow(250u8, 10) };
const MULO: (i64, bool) = unsafe { mul_with_overflow(-3i64, 4611686018427387904) };
const SAT: [i8; 3] = unsafe { [saturating_add(100i8, 100), saturating_sub(-100i8, 100), saturating_sub(100i8, -100)] };
const USAT: [u16; 2] = unsafe { [saturating_add(65000u16, 1000), saturating_sub(3u16, 5)] };
const EXACT: u32 = unsafe { unchecked_shl(1u32, 5) + unchecked_rem(17u32, 5) };
const VARIANTS: usize = unsafe { variant_count::<Three>() };
const ID_U32: u64 = unsafe { type_id::<u32>() };
const ID_I32: u64 = unsafe { type_id::<i32>() };
const NAME: &str = unsafe { type_name::<Three>() };
const SLICE_SIZE: usize = {
    let a = [1u16, 2, 3];
    let s: &[u16] = &a;
    unsafe { size_of_val(s as *const [u16]) * 10 + min_align_of_val(s as *const [u16]) }
};
const DIST: isize = {
    let a = [1u32; 5];
    unsafe { ptr_offset_from(&a[4] as *const u32, &a[1] as *const u32) }
};
const COPIED: [u8; 4] = {
    let src = [1u8, 2, 3, 4];
    let mut dst = [0u8; 4];
    unsafe {
        copy_nonoverlapping(&src[1] as *const u8, &mut dst[0] as *mut u8, 3);
        write_bytes(&mut dst[3] as *mut u8, 9, 1);
    }
    dst
};

#[lang = "const_eval_select"]
#[rustc_do_not_const_check]
pub const unsafe fn const_eval_select<ARG, F, G, RET>(arg: ARG, _called_in_const: F, called_at_rt: G) -> RET
where
    F: ~const FnOnce<ARG, Output = RET>,
    G: FnOnce<ARG, Output = RET> + ~const Destruct,
{
    called_at_rt.call_once(arg)
}

#[lang = "const_eval_select_ct"]
pub const unsafe fn const_eval_select_ct<ARG, F, G, RET>(arg: ARG, called_in_const: F, _called_at_rt: G) -> RET
where
    F: ~const FnOnce<ARG, Output = RET>,
    G: FnOnce<ARG, Output = RET> + ~const Destruct,
{
    called_in_const.call_once(arg)
}

const fn in_const(x: u32) -> u32 {
    x + 1000
}
fn at_runtime(x: u32) -> u32 {
    x + 2000
}
const fn select(x: u32) -> u32 {
    unsafe { const_eval_select((x,), in_const, at_runtime) }
}
const SELECTED: u32 = select(1);

fn main() {
    unsafe {
        printf(c("%u %u %u %u\n\0"), BITS[0], BITS[1], BITS[2], BITS[3]);
        printf(c("%lx %lx %x %lx\n\0"), (SWAP >> 64) as u64, SWAP as u64, REV as u32, ROT);
        printf(c("%u %d %ld %d\n\0"), ADDO.0 as u32, ADDO.1 as i32, MULO.0, MULO.1 as i32);
        printf(c("%d %d %d %u %u\n\0"), SAT[0] as i32, SAT[1] as i32, SAT[2] as i32, USAT[0] as u32, USAT[1] as u32);
        printf(c("%u %lu\n\0"), EXACT, VARIANTS);
        let same = ID_U32 == type_id::<u32>() && ID_I32 == type_id::<i32>() && ID_U32 != ID_I32;
        printf(c("%d %.*s\n\0"), same as i32, NAME.len() as i32, NAME.as_ptr());
        printf(c("%lu %ld %u %u %u %u\n\0"), SLICE_SIZE, DIST, COPIED[0] as u32, COPIED[1] as u32, COPIED[2] as u32,
               COPIED[3] as u32);
        printf(c("%u %u\n\0"), SELECTED, select(1));
    }
}
