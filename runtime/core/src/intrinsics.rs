//! Compiler intrinsics: functions the code generator implements. The
//! declarations have rustc's exact signatures (rustc checks them).
//! v0 declares the ones core uses and the common public ones.

use crate::marker::DiscriminantKind;

pub use crate::ptr::drop_in_place;

extern "rust-intrinsic" {
    // Atomics (sequentially consistent; core::sync::atomic uses these for
    // every ordering, which is correct if not the fastest).
    pub fn atomic_cxchg<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    pub fn atomic_cxchgweak<T: Copy>(dst: *mut T, old: T, src: T) -> (T, bool);
    pub fn atomic_load<T: Copy>(src: *const T) -> T;
    pub fn atomic_store<T: Copy>(dst: *mut T, val: T);
    pub fn atomic_xchg<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_xadd<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_xsub<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_and<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_nand<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_or<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_xor<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_max<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_min<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_umax<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_umin<T: Copy>(dst: *mut T, src: T) -> T;
    pub fn atomic_fence();
    pub fn atomic_singlethreadfence();

    pub fn abort() -> !;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unreachable() -> !;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn assume(b: bool);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn likely(b: bool) -> bool;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unlikely(b: bool) -> bool;
    pub fn breakpoint();

    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn size_of<T>() -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn min_align_of<T>() -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn pref_align_of<T>() -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn size_of_val<T: ?Sized>(_: *const T) -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn min_align_of_val<T: ?Sized>(_: *const T) -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn type_name<T: ?Sized>() -> &'static str;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn type_id<T: ?Sized + 'static>() -> u64;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn assert_inhabited<T>();
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn assert_zero_valid<T>();
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn assert_uninit_valid<T>();
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn caller_location() -> &'static crate::panic::Location<'static>;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn forget<T: ?Sized>(_: T);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn transmute<T, U>(e: T) -> U;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn needs_drop<T: ?Sized>() -> bool;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn offset<T>(dst: *const T, offset: isize) -> *const T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn arith_offset<T>(dst: *const T, offset: isize) -> *const T;
    pub fn volatile_load<T>(src: *const T) -> T;
    pub fn volatile_store<T>(dst: *mut T, val: T);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unaligned_volatile_load<T>(src: *const T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unaligned_volatile_store<T>(dst: *mut T, val: T);


    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ctpop<T: Copy>(x: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ctlz<T: Copy>(x: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn cttz<T: Copy>(x: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn bswap<T: Copy>(x: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn bitreverse<T: Copy>(x: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn add_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn sub_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn mul_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn exact_div<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_div<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_rem<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_shl<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_shr<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_add<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_sub<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn unchecked_mul<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn rotate_left<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn rotate_right<T: Copy>(x: T, y: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn wrapping_add<T: Copy>(a: T, b: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn wrapping_sub<T: Copy>(a: T, b: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn wrapping_mul<T: Copy>(a: T, b: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn saturating_add<T: Copy>(a: T, b: T) -> T;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn saturating_sub<T: Copy>(a: T, b: T) -> T;

    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn discriminant_value<T>(v: &T) -> <T as DiscriminantKind>::Discriminant;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn variant_count<T>() -> usize;
    pub fn r#try(try_fn: fn(*mut u8), data: *mut u8, catch_fn: fn(*mut u8, *mut u8)) -> i32;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ptr_offset_from<T>(ptr: *const T, base: *const T) -> isize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ptr_offset_from_unsigned<T>(ptr: *const T, base: *const T) -> usize;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ptr_guaranteed_eq<T>(ptr: *const T, other: *const T) -> bool;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn ptr_guaranteed_ne<T>(ptr: *const T, other: *const T) -> bool;
    #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
    pub fn raw_eq<T>(a: &T, b: &T) -> bool;
    pub fn black_box<T>(dummy: T) -> T;
}

/// Copies `count * size_of::<T>()` bytes; the regions must not overlap.
pub const unsafe fn copy_nonoverlapping<T>(src: *const T, dst: *mut T, count: usize) {
    extern "rust-intrinsic" {
        #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
        fn copy_nonoverlapping<T>(src: *const T, dst: *mut T, count: usize);
    }
    unsafe { copy_nonoverlapping(src, dst, count) }
}

/// Copies `count * size_of::<T>()` bytes; the regions may overlap.
pub const unsafe fn copy<T>(src: *const T, dst: *mut T, count: usize) {
    extern "rust-intrinsic" {
        #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
        fn copy<T>(src: *const T, dst: *mut T, count: usize);
    }
    unsafe { copy(src, dst, count) }
}

/// Sets `count * size_of::<T>()` bytes at `dst` to `val`.
pub const unsafe fn write_bytes<T>(dst: *mut T, val: u8, count: usize) {
    extern "rust-intrinsic" {
        #[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
        fn write_bytes<T>(dst: *mut T, val: u8, count: usize);
    }
    unsafe { write_bytes(dst, val, count) }
}

/// Calls `called_at_rt` at run time and `called_in_const` in const
/// evaluation.
#[lang = "const_eval_select"]
#[rustc_do_not_const_check]
pub const unsafe fn const_eval_select<ARG, F, G, RET>(arg: ARG, _called_in_const: F, called_at_rt: G) -> RET
where
    F: FnOnce<ARG, Output = RET>,
    G: FnOnce<ARG, Output = RET>,
{
    called_at_rt.call_once(arg)
}

#[lang = "const_eval_select_ct"]
#[rustc_do_not_const_check]
pub const unsafe fn const_eval_select_ct<ARG, F, G, RET>(arg: ARG, called_in_const: F, _called_at_rt: G) -> RET
where
    F: FnOnce<ARG, Output = RET>,
    G: FnOnce<ARG, Output = RET>,
{
    called_in_const.call_once(arg)
}
