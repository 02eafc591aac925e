// The `#![no_core]` support of the spine's ui tests (tests/ui/spine*/): the
// lang items, marker traits, operator traits with their impls for the
// primitive types, Option/Result/ranges/iterators/`?`, the panic lang items
// and the C library functions the tests print with. It is the small `core`
// a program that brings its own lang items writes (as rustc_codegen_gcc's
// tests/run/*.rs do), so the tests exercise rcc's whole pipeline on it.
//
// Use from a test at tests/ui/<dir>/<test>.rs (the crate root):
//
//     // run-pass
//     // compile-flags: -C panic=abort -C link-arg=-lc
//     #![feature(no_core, lang_items, intrinsics, rustc_attrs, auto_traits,
//                unboxed_closures)]
//     #![no_core]
//     #[path = "../auxiliary/spine_core.rs"]
//     mod spine_core;
//     use spine_core::*;
//
//     fn main() {
//         unsafe { printf(c("%d\n\0"), 42); }
//     }
//
// The glob import plays the prelude. `fn main()` works through the `start`
// lang item below; a test may use `#[start]` instead (feature `start`).
// Printing is C's printf: `c("...\0")` turns a NUL-terminated literal into
// the `*const i8` printf takes; variadic arguments follow C's promotions
// (pass i32/i64/u64/f64/pointers; rustc rejects u8/i16/f32/bool there).
//
// Panics (overflow, bounds checks, explicit `panic("msg")`) print rustc's
// message and the caller's location to stdout, as
//     panicked at 'attempt to add with overflow', $DIR/file.rs:10:5
// then exit(101) (exit flushes stdout), so a run-fail test checks its
// .run.stdout and the default run-fail status 101.
//
// Everything here is validated against rustc 1.63 (/usr/bin/rustc,
// RUSTC_BOOTSTRAP=1): the goldens of the tests come from its builds.
#![allow(unused, non_camel_case_types, improper_ctypes_definitions)]

// ---------------------------------------------------------------- markers --

#[lang = "sized"]
pub trait Sized {}

#[lang = "unsize"]
pub trait Unsize<T: ?Sized> {}

#[lang = "coerce_unsized"]
pub trait CoerceUnsized<T: ?Sized> {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a mut U> for &'a mut T {}
impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b mut T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*const U> for *const T {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<*mut U> for *mut T {}

#[lang = "dispatch_from_dyn"]
pub trait DispatchFromDyn<T> {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a U> for &'a T {}
impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a mut U> for &'a mut T {}

#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl<T: ?Sized> Receiver for &mut T {}

#[lang = "clone"]
pub trait Clone: Sized {
    fn clone(&self) -> Self;
}

#[lang = "copy"]
pub trait Copy: Clone {}

#[lang = "freeze"]
pub unsafe auto trait Freeze {}

#[lang = "sync"]
pub unsafe auto trait Sync {}

#[lang = "unpin"]
pub auto trait Unpin {}

#[lang = "structural_peq"]
pub trait StructuralPartialEq {}

#[lang = "structural_teq"]
pub trait StructuralEq {}

#[lang = "destruct"]
pub trait Destruct {}

#[lang = "discriminant_kind"]
pub trait DiscriminantKind {
    #[lang = "discriminant_type"]
    type Discriminant;
}

#[lang = "phantom_data"]
pub struct PhantomData<T: ?Sized>;
impl<T: ?Sized> Clone for PhantomData<T> {
    fn clone(&self) -> Self {
        PhantomData
    }
}
impl<T: ?Sized> Copy for PhantomData<T> {}

#[lang = "manually_drop"]
#[repr(transparent)]
pub struct ManuallyDrop<T: ?Sized> {
    pub value: T,
}

#[lang = "unsafe_cell"]
#[repr(transparent)]
pub struct UnsafeCell<T: ?Sized> {
    pub value: T,
}

// Copy and Clone of the primitive types (tuples, arrays, closures and fn
// pointers get theirs from the compiler).
macro_rules! copy_clone {
    ($($t:ty)*) => {$(
        impl Clone for $t {
            fn clone(&self) -> Self {
                *self
            }
        }
        impl Copy for $t {}
    )*};
}
copy_clone! { i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char }

impl<T: Copy, const N: usize> Clone for [T; N] {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: Copy, const N: usize> Copy for [T; N] {}

impl<T: ?Sized> Clone for &T {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for &T {}
impl<T: ?Sized> Clone for *const T {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for *const T {}
impl<T: ?Sized> Clone for *mut T {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for *mut T {}

// ------------------------------------------------------------- intrinsics --

pub mod intrinsics {
    use super::{Copy, DiscriminantKind, Location, Sized};
    extern "rust-intrinsic" {
        pub fn abort() -> !;
        pub fn unreachable() -> !;
        pub fn assume(b: bool);
        pub fn likely(b: bool) -> bool;
        pub fn unlikely(b: bool) -> bool;
        pub fn black_box<T>(x: T) -> T;
        pub fn size_of<T>() -> usize;
        pub fn min_align_of<T>() -> usize;
        pub fn size_of_val<T: ?Sized>(p: *const T) -> usize;
        pub fn min_align_of_val<T: ?Sized>(p: *const T) -> usize;
        pub fn type_name<T: ?Sized>() -> &'static str;
        pub fn caller_location() -> &'static Location<'static>;
        pub fn forget<T: ?Sized>(x: T);
        pub fn transmute<T, U>(x: T) -> U;
        pub fn needs_drop<T: ?Sized>() -> bool;
        pub fn offset<T>(p: *const T, count: isize) -> *const T;
        pub fn arith_offset<T>(p: *const T, count: isize) -> *const T;
        pub fn copy<T>(src: *const T, dst: *mut T, count: usize);
        pub fn copy_nonoverlapping<T>(src: *const T, dst: *mut T, count: usize);
        pub fn write_bytes<T>(dst: *mut T, val: u8, count: usize);
        pub fn volatile_load<T>(src: *const T) -> T;
        pub fn volatile_store<T>(dst: *mut T, val: T);
        pub fn ctpop<T: Copy>(x: T) -> T;
        pub fn ctlz<T: Copy>(x: T) -> T;
        pub fn cttz<T: Copy>(x: T) -> T;
        pub fn bswap<T: Copy>(x: T) -> T;
        pub fn bitreverse<T: Copy>(x: T) -> T;
        pub fn rotate_left<T: Copy>(x: T, y: T) -> T;
        pub fn rotate_right<T: Copy>(x: T, y: T) -> T;
        pub fn add_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
        pub fn sub_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
        pub fn mul_with_overflow<T: Copy>(x: T, y: T) -> (T, bool);
        pub fn wrapping_add<T: Copy>(a: T, b: T) -> T;
        pub fn wrapping_sub<T: Copy>(a: T, b: T) -> T;
        pub fn wrapping_mul<T: Copy>(a: T, b: T) -> T;
        pub fn saturating_add<T: Copy>(a: T, b: T) -> T;
        pub fn saturating_sub<T: Copy>(a: T, b: T) -> T;
        pub fn unchecked_add<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_sub<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_mul<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_div<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_rem<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_shl<T: Copy>(x: T, y: T) -> T;
        pub fn unchecked_shr<T: Copy>(x: T, y: T) -> T;
        pub fn exact_div<T: Copy>(x: T, y: T) -> T;
        pub fn discriminant_value<T>(v: &T) -> <T as DiscriminantKind>::Discriminant;
        pub fn sqrtf64(x: f64) -> f64;
        pub fn floorf64(x: f64) -> f64;
        pub fn fabsf64(x: f64) -> f64;
    }
}

#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) {
    // The compiler replaces the body with the drop glue of T.
    drop_in_place(to_drop);
}

// ------------------------------------------------------------------ libc --

pub mod libc {
    extern "C" {
        pub fn printf(format: *const i8, ...) -> i32;
        pub fn puts(s: *const i8) -> i32;
        pub fn putchar(c: i32) -> i32;
        pub fn exit(status: i32) -> !;
        pub fn malloc(size: usize) -> *mut u8;
        pub fn free(p: *mut u8);
        pub fn strlen(s: *const i8) -> usize;
    }
}
pub use libc::{exit, printf, putchar, puts};

/// A NUL-terminated string literal as the `*const i8` C functions take.
pub fn c(s: &str) -> *const i8 {
    s as *const str as *const i8
}

/// The (pointer, length) pair of a slice or str reference.
#[repr(C)]
pub struct RawSlice {
    pub ptr: *const u8,
    pub len: usize,
}

pub fn str_raw(s: &str) -> RawSlice {
    unsafe { intrinsics::transmute::<&str, RawSlice>(s) }
}

/// Prints a Rust string (not NUL-terminated) with printf's `%.*s`.
pub fn print_str(s: &str) {
    let r = str_raw(s);
    unsafe {
        printf(c("%.*s\0"), r.len as i32, r.ptr);
    }
}

// ------------------------------------------------------------ the runtime --

#[lang = "panic_location"]
pub struct Location<'a> {
    pub file: &'a str,
    pub line: u32,
    pub col: u32,
}

fn report_panic(msg: &str, loc: &Location<'_>) -> ! {
    let m = str_raw(msg);
    let f = str_raw(loc.file);
    unsafe {
        printf(c("panicked at '%.*s', %.*s:%u:%u\n\0"), m.len as i32, m.ptr,
               f.len as i32, f.ptr, loc.line, loc.col);
        exit(101)
    }
}

#[lang = "panic"]
#[track_caller]
pub fn panic(msg: &'static str) -> ! {
    report_panic(msg, unsafe { intrinsics::caller_location() })
}

#[lang = "panic_bounds_check"]
#[track_caller]
fn panic_bounds_check(index: usize, len: usize) -> ! {
    let loc = unsafe { intrinsics::caller_location() };
    let f = str_raw(loc.file);
    unsafe {
        printf(c("panicked at 'index out of bounds: the len is %lu but the index is %lu', %.*s:%u:%u\n\0"),
               len, index, f.len as i32, f.ptr, loc.line, loc.col);
        exit(101)
    }
}

#[lang = "termination"]
pub trait Termination {
    fn report(self) -> i32;
}
impl Termination for () {
    fn report(self) -> i32 {
        0
    }
}
impl Termination for i32 {
    fn report(self) -> i32 {
        self
    }
}

#[lang = "start"]
fn lang_start<T: Termination + 'static>(main: fn() -> T, _argc: isize, _argv: *const *const u8) -> isize {
    main().report() as isize
}

// -------------------------------------------------------------- operators --

#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}
#[lang = "sub"]
pub trait Sub<Rhs = Self> {
    type Output;
    fn sub(self, rhs: Rhs) -> Self::Output;
}
#[lang = "mul"]
pub trait Mul<Rhs = Self> {
    type Output;
    fn mul(self, rhs: Rhs) -> Self::Output;
}
#[lang = "div"]
pub trait Div<Rhs = Self> {
    type Output;
    fn div(self, rhs: Rhs) -> Self::Output;
}
#[lang = "rem"]
pub trait Rem<Rhs = Self> {
    type Output;
    fn rem(self, rhs: Rhs) -> Self::Output;
}
#[lang = "neg"]
pub trait Neg {
    type Output;
    fn neg(self) -> Self::Output;
}
#[lang = "not"]
pub trait Not {
    type Output;
    fn not(self) -> Self::Output;
}
#[lang = "bitand"]
pub trait BitAnd<Rhs = Self> {
    type Output;
    fn bitand(self, rhs: Rhs) -> Self::Output;
}
#[lang = "bitor"]
pub trait BitOr<Rhs = Self> {
    type Output;
    fn bitor(self, rhs: Rhs) -> Self::Output;
}
#[lang = "bitxor"]
pub trait BitXor<Rhs = Self> {
    type Output;
    fn bitxor(self, rhs: Rhs) -> Self::Output;
}
#[lang = "shl"]
pub trait Shl<Rhs = Self> {
    type Output;
    fn shl(self, rhs: Rhs) -> Self::Output;
}
#[lang = "shr"]
pub trait Shr<Rhs = Self> {
    type Output;
    fn shr(self, rhs: Rhs) -> Self::Output;
}
#[lang = "add_assign"]
pub trait AddAssign<Rhs = Self> {
    fn add_assign(&mut self, rhs: Rhs);
}
#[lang = "sub_assign"]
pub trait SubAssign<Rhs = Self> {
    fn sub_assign(&mut self, rhs: Rhs);
}
#[lang = "mul_assign"]
pub trait MulAssign<Rhs = Self> {
    fn mul_assign(&mut self, rhs: Rhs);
}
#[lang = "div_assign"]
pub trait DivAssign<Rhs = Self> {
    fn div_assign(&mut self, rhs: Rhs);
}
#[lang = "rem_assign"]
pub trait RemAssign<Rhs = Self> {
    fn rem_assign(&mut self, rhs: Rhs);
}
#[lang = "bitand_assign"]
pub trait BitAndAssign<Rhs = Self> {
    fn bitand_assign(&mut self, rhs: Rhs);
}
#[lang = "bitor_assign"]
pub trait BitOrAssign<Rhs = Self> {
    fn bitor_assign(&mut self, rhs: Rhs);
}
#[lang = "bitxor_assign"]
pub trait BitXorAssign<Rhs = Self> {
    fn bitxor_assign(&mut self, rhs: Rhs);
}
#[lang = "shl_assign"]
pub trait ShlAssign<Rhs = Self> {
    fn shl_assign(&mut self, rhs: Rhs);
}
#[lang = "shr_assign"]
pub trait ShrAssign<Rhs = Self> {
    fn shr_assign(&mut self, rhs: Rhs);
}

// Inside these impls the operators on primitive operands are the
// compiler's built-in ones (no recursion).
macro_rules! binop_impls {
    ($Tr:ident $m:ident $TrA:ident $ma:ident $op:tt; $($t:ty)*) => {$(
        impl $Tr for $t {
            type Output = $t;
            #[inline]
            #[track_caller]
            fn $m(self, rhs: $t) -> $t { self $op rhs }
        }
        impl $TrA for $t {
            #[inline]
            #[track_caller]
            fn $ma(&mut self, rhs: $t) { *self = *self $op rhs; }
        }
    )*};
}
binop_impls! { Add add AddAssign add_assign +; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 }
binop_impls! { Sub sub SubAssign sub_assign -; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 }
binop_impls! { Mul mul MulAssign mul_assign *; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 }
binop_impls! { Div div DivAssign div_assign /; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 }
binop_impls! { Rem rem RemAssign rem_assign %; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 }
binop_impls! { BitAnd bitand BitAndAssign bitand_assign &; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize bool }
binop_impls! { BitOr bitor BitOrAssign bitor_assign |; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize bool }
binop_impls! { BitXor bitxor BitXorAssign bitxor_assign ^; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize bool }

// Shifts: any integer type on the right, like core (here: the same type,
// u32 and i32, which is what the tests use).
macro_rules! shift_impls {
    ($($t:ty)*) => {$(
        shift_impls!(@one $t, $t);
        shift_impls!(@one $t, u32);
        shift_impls!(@one $t, i32);
    )*};
    (@one $t:ty, $r:ty) => {
        impl Shl<$r> for $t {
            type Output = $t;
            #[inline]
            #[track_caller]
            fn shl(self, rhs: $r) -> $t { self << rhs }
        }
        impl Shr<$r> for $t {
            type Output = $t;
            #[inline]
            #[track_caller]
            fn shr(self, rhs: $r) -> $t { self >> rhs }
        }
        impl ShlAssign<$r> for $t {
            #[inline]
            #[track_caller]
            fn shl_assign(&mut self, rhs: $r) { *self = *self << rhs; }
        }
        impl ShrAssign<$r> for $t {
            #[inline]
            #[track_caller]
            fn shr_assign(&mut self, rhs: $r) { *self = *self >> rhs; }
        }
    };
}
shift_impls! { i8 i16 i64 i128 isize u8 u16 u64 u128 usize }
// i32 and u32 (their own type is one of the two right-hand sides).
shift_impls!(@one i32, i32);
shift_impls!(@one i32, u32);
shift_impls!(@one u32, u32);
shift_impls!(@one u32, i32);

macro_rules! neg_impls {
    ($($t:ty)*) => {$(
        impl Neg for $t {
            type Output = $t;
            #[inline]
            #[track_caller]
            fn neg(self) -> $t { -self }
        }
    )*};
}
neg_impls! { i8 i16 i32 i64 i128 isize f32 f64 }

macro_rules! not_impls {
    ($($t:ty)*) => {$(
        impl Not for $t {
            type Output = $t;
            #[inline]
            fn not(self) -> $t { !self }
        }
    )*};
}
not_impls! { i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize bool }

// ------------------------------------------------------------- comparison --

#[lang = "eq"]
pub trait PartialEq<Rhs: ?Sized = Self> {
    fn eq(&self, other: &Rhs) -> bool;
    fn ne(&self, other: &Rhs) -> bool {
        !self.eq(other)
    }
}

pub trait Eq: PartialEq<Self> {}

pub enum Ordering {
    Less = -1,
    Equal = 0,
    Greater = 1,
}

#[lang = "partial_ord"]
pub trait PartialOrd<Rhs: ?Sized = Self>: PartialEq<Rhs> {
    fn partial_cmp(&self, other: &Rhs) -> Option<Ordering>;
    fn lt(&self, other: &Rhs) -> bool {
        match self.partial_cmp(other) {
            Some(Ordering::Less) => true,
            _ => false,
        }
    }
    fn le(&self, other: &Rhs) -> bool {
        match self.partial_cmp(other) {
            Some(Ordering::Less) | Some(Ordering::Equal) => true,
            _ => false,
        }
    }
    fn gt(&self, other: &Rhs) -> bool {
        match self.partial_cmp(other) {
            Some(Ordering::Greater) => true,
            _ => false,
        }
    }
    fn ge(&self, other: &Rhs) -> bool {
        match self.partial_cmp(other) {
            Some(Ordering::Greater) | Some(Ordering::Equal) => true,
            _ => false,
        }
    }
}

macro_rules! cmp_impls {
    ($($t:ty)*) => {$(
        impl PartialEq for $t {
            #[inline]
            fn eq(&self, other: &$t) -> bool { *self == *other }
            #[inline]
            fn ne(&self, other: &$t) -> bool { *self != *other }
        }
        impl PartialOrd for $t {
            #[inline]
            fn partial_cmp(&self, other: &$t) -> Option<Ordering> {
                if *self < *other {
                    Some(Ordering::Less)
                } else if *self > *other {
                    Some(Ordering::Greater)
                } else if *self == *other {
                    Some(Ordering::Equal)
                } else {
                    None
                }
            }
            #[inline]
            fn lt(&self, other: &$t) -> bool { *self < *other }
            #[inline]
            fn le(&self, other: &$t) -> bool { *self <= *other }
            #[inline]
            fn gt(&self, other: &$t) -> bool { *self > *other }
            #[inline]
            fn ge(&self, other: &$t) -> bool { *self >= *other }
        }
    )*};
}
cmp_impls! { i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char }

impl PartialEq for () {
    fn eq(&self, _other: &()) -> bool {
        true
    }
}

impl<T: ?Sized> PartialEq for *const T {
    fn eq(&self, other: &*const T) -> bool {
        *self == *other
    }
}
impl<T: ?Sized> PartialEq for *mut T {
    fn eq(&self, other: &*mut T) -> bool {
        *self == *other
    }
}

impl<'a, A: ?Sized + PartialEq<B>, B: ?Sized> PartialEq<&'a B> for &'a A {
    fn eq(&self, other: &&'a B) -> bool {
        PartialEq::eq(*self, *other)
    }
}

// ---------------------------------------------------------------- deref --

#[lang = "deref"]
pub trait Deref {
    #[lang = "deref_target"]
    type Target: ?Sized;
    fn deref(&self) -> &Self::Target;
}

#[lang = "deref_mut"]
pub trait DerefMut: Deref {
    fn deref_mut(&mut self) -> &mut Self::Target;
}

impl<T: ?Sized> Deref for &T {
    type Target = T;
    fn deref(&self) -> &T {
        *self
    }
}
impl<T: ?Sized> Deref for &mut T {
    type Target = T;
    fn deref(&self) -> &T {
        *self
    }
}
impl<T: ?Sized> DerefMut for &mut T {
    fn deref_mut(&mut self) -> &mut T {
        *self
    }
}

// -------------------------------------------------------------- fn traits --

#[lang = "fn_once"]
#[rustc_paren_sugar]
pub trait FnOnce<Args> {
    #[lang = "fn_once_output"]
    type Output;
    extern "rust-call" fn call_once(self, args: Args) -> Self::Output;
}

#[lang = "fn_mut"]
#[rustc_paren_sugar]
pub trait FnMut<Args>: FnOnce<Args> {
    extern "rust-call" fn call_mut(&mut self, args: Args) -> Self::Output;
}

#[lang = "fn"]
#[rustc_paren_sugar]
pub trait Fn<Args>: FnMut<Args> {
    extern "rust-call" fn call(&self, args: Args) -> Self::Output;
}

// rustc 1.63 asks for this lang item while selecting closure impls.
#[lang = "generator"]
pub trait Generator<R = ()> {
    type Yield;
    #[lang = "generator_return"]
    type Return;
}

// ------------------------------------------------------------------- drop --

#[lang = "drop"]
pub trait Drop {
    fn drop(&mut self);
}

pub fn drop<T>(_x: T) {}

pub fn forget<T>(x: T) {
    unsafe { intrinsics::forget(x) }
}

// -------------------------------------------------------- option, result --

pub enum Option<T> {
    #[lang = "None"]
    None,
    #[lang = "Some"]
    Some(T),
}
pub use Option::{None, Some};

impl<T> Option<T> {
    pub fn is_some(&self) -> bool {
        match self {
            Some(_) => true,
            None => false,
        }
    }
    pub fn is_none(&self) -> bool {
        !self.is_some()
    }
    #[track_caller]
    pub fn unwrap(self) -> T {
        match self {
            Some(v) => v,
            None => panic("called `Option::unwrap()` on a `None` value"),
        }
    }
    pub fn unwrap_or(self, default: T) -> T {
        match self {
            Some(v) => v,
            None => default,
        }
    }
    pub fn map<U, F: FnOnce(T) -> U>(self, f: F) -> Option<U> {
        match self {
            Some(v) => Some(f(v)),
            None => None,
        }
    }
    pub fn as_ref(&self) -> Option<&T> {
        match *self {
            Some(ref v) => Some(v),
            None => None,
        }
    }
}

impl<T: Clone> Clone for Option<T> {
    fn clone(&self) -> Self {
        match self {
            Some(v) => Some(v.clone()),
            None => None,
        }
    }
}
impl<T: Copy> Copy for Option<T> {}

pub enum Result<T, E> {
    #[lang = "Ok"]
    Ok(T),
    #[lang = "Err"]
    Err(E),
}
pub use Result::{Err, Ok};

impl<T, E> Result<T, E> {
    pub fn is_ok(&self) -> bool {
        match self {
            Ok(_) => true,
            Err(_) => false,
        }
    }
}

pub enum Infallible {}

// --------------------------------------------------------------------- ? --

pub enum ControlFlow<B, C = ()> {
    #[lang = "Continue"]
    Continue(C),
    #[lang = "Break"]
    Break(B),
}

#[lang = "Try"]
pub trait Try: FromResidual<Self::Residual> {
    type Output;
    type Residual;
    #[lang = "from_output"]
    fn from_output(output: Self::Output) -> Self;
    #[lang = "branch"]
    fn branch(self) -> ControlFlow<Self::Residual, Self::Output>;
}

pub trait FromResidual<R = <Self as Try>::Residual> {
    #[lang = "from_residual"]
    fn from_residual(residual: R) -> Self;
}

impl<T> Try for Option<T> {
    type Output = T;
    type Residual = Option<Infallible>;
    fn from_output(output: T) -> Self {
        Some(output)
    }
    fn branch(self) -> ControlFlow<Option<Infallible>, T> {
        match self {
            Some(v) => ControlFlow::Continue(v),
            None => ControlFlow::Break(None),
        }
    }
}
impl<T> FromResidual<Option<Infallible>> for Option<T> {
    fn from_residual(_residual: Option<Infallible>) -> Self {
        None
    }
}

impl<T, E> Try for Result<T, E> {
    type Output = T;
    type Residual = Result<Infallible, E>;
    fn from_output(output: T) -> Self {
        Ok(output)
    }
    fn branch(self) -> ControlFlow<Result<Infallible, E>, T> {
        match self {
            Ok(v) => ControlFlow::Continue(v),
            Err(e) => ControlFlow::Break(Err(e)),
        }
    }
}
impl<T, E, F: From<E>> FromResidual<Result<Infallible, E>> for Result<T, F> {
    fn from_residual(residual: Result<Infallible, E>) -> Self {
        match residual {
            Err(e) => Err(From::from(e)),
            Ok(never) => match never {},
        }
    }
}

pub trait From<T> {
    #[lang = "from"]
    fn from(value: T) -> Self;
}
impl<T> From<T> for T {
    fn from(value: T) -> T {
        value
    }
}

// ----------------------------------------------------------------- ranges --

#[lang = "RangeFull"]
pub struct RangeFull;

#[lang = "Range"]
pub struct Range<Idx> {
    pub start: Idx,
    pub end: Idx,
}

#[lang = "RangeFrom"]
pub struct RangeFrom<Idx> {
    pub start: Idx,
}

#[lang = "RangeTo"]
pub struct RangeTo<Idx> {
    pub end: Idx,
}

#[lang = "RangeInclusive"]
pub struct RangeInclusive<Idx> {
    pub start: Idx,
    pub end: Idx,
    pub exhausted: bool,
}

impl<Idx> RangeInclusive<Idx> {
    #[lang = "range_inclusive_new"]
    pub const fn new(start: Idx, end: Idx) -> Self {
        RangeInclusive { start, end, exhausted: false }
    }
}

#[lang = "RangeToInclusive"]
pub struct RangeToInclusive<Idx> {
    pub end: Idx,
}

// -------------------------------------------------------------- iterators --

pub trait Iterator {
    type Item;
    #[lang = "next"]
    fn next(&mut self) -> Option<Self::Item>;
}

pub trait IntoIterator {
    type Item;
    type IntoIter: Iterator<Item = Self::Item>;
    #[lang = "into_iter"]
    fn into_iter(self) -> Self::IntoIter;
}

impl<I: Iterator> IntoIterator for I {
    type Item = I::Item;
    type IntoIter = I;
    fn into_iter(self) -> I {
        self
    }
}

/// What ranges iterate over (one generic impl per range type, as in core,
/// so that `0..n` with an integer variable still finds its impl).
pub trait Step: Copy + PartialOrd {
    fn forward(self) -> Self;
}
macro_rules! step_impls {
    ($($t:ty)*) => {$(
        impl Step for $t {
            #[inline]
            fn forward(self) -> $t { self + 1 }
        }
    )*};
}
step_impls! { i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize }

impl<A: Step> Iterator for Range<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.start < self.end {
            let n = self.start;
            self.start = n.forward();
            Some(n)
        } else {
            None
        }
    }
}

impl<A: Step> Iterator for RangeInclusive<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.exhausted || self.start > self.end {
            None
        } else if self.start == self.end {
            self.exhausted = true;
            Some(self.start)
        } else {
            let n = self.start;
            self.start = n.forward();
            Some(n)
        }
    }
}

// ----------------------------------------------------------------- slices --

#[lang = "index"]
pub trait Index<Idx: ?Sized> {
    type Output: ?Sized;
    #[track_caller]
    fn index(&self, index: Idx) -> &Self::Output;
}

#[lang = "index_mut"]
pub trait IndexMut<Idx: ?Sized>: Index<Idx> {
    #[track_caller]
    fn index_mut(&mut self, index: Idx) -> &mut Self::Output;
}

/// len/as_ptr of slices and str (a trait: inherent impls on primitive
/// types are core's privilege).
pub trait SliceExt {
    type Elem;
    fn len(&self) -> usize;
    fn as_ptr(&self) -> *const Self::Elem;
}

impl<T> SliceExt for [T] {
    type Elem = T;
    fn len(&self) -> usize {
        unsafe { intrinsics::transmute::<&[T], RawSlice>(self).len }
    }
    fn as_ptr(&self) -> *const T {
        self as *const [T] as *const T
    }
}

impl SliceExt for str {
    type Elem = u8;
    fn len(&self) -> usize {
        str_raw(self).len
    }
    fn as_ptr(&self) -> *const u8 {
        self as *const str as *const u8
    }
}

pub unsafe fn slice_from_raw_parts<'a, T>(ptr: *const T, len: usize) -> &'a [T] {
    intrinsics::transmute::<RawSlice, &'a [T]>(RawSlice { ptr: ptr as *const u8, len })
}

pub unsafe fn slice_from_raw_parts_mut<'a, T>(ptr: *mut T, len: usize) -> &'a mut [T] {
    intrinsics::transmute::<RawSlice, &'a mut [T]>(RawSlice { ptr: ptr as *const u8, len })
}

#[track_caller]
fn slice_index_fail(start: usize, end: usize, len: usize) -> ! {
    if start > end {
        panic("slice index starts after its end")
    } else {
        panic("range end index out of range for slice")
    }
}

impl<T> Index<usize> for [T] {
    type Output = T;
    #[track_caller]
    fn index(&self, index: usize) -> &T {
        &self[index]
    }
}
impl<T> IndexMut<usize> for [T] {
    #[track_caller]
    fn index_mut(&mut self, index: usize) -> &mut T {
        &mut self[index]
    }
}

impl<T> Index<Range<usize>> for [T] {
    type Output = [T];
    #[track_caller]
    fn index(&self, r: Range<usize>) -> &[T] {
        let len = self.len();
        if r.start > r.end || r.end > len {
            slice_index_fail(r.start, r.end, len);
        }
        unsafe { slice_from_raw_parts(intrinsics::offset(self.as_ptr(), r.start as isize), r.end - r.start) }
    }
}
impl<T> IndexMut<Range<usize>> for [T] {
    #[track_caller]
    fn index_mut(&mut self, r: Range<usize>) -> &mut [T] {
        let len = self.len();
        if r.start > r.end || r.end > len {
            slice_index_fail(r.start, r.end, len);
        }
        unsafe {
            let p = intrinsics::offset(self.as_ptr(), r.start as isize) as *mut T;
            slice_from_raw_parts_mut(p, r.end - r.start)
        }
    }
}
impl<T> Index<RangeFrom<usize>> for [T] {
    type Output = [T];
    #[track_caller]
    fn index(&self, r: RangeFrom<usize>) -> &[T] {
        let len = self.len();
        &self[r.start..len]
    }
}
impl<T> Index<RangeTo<usize>> for [T] {
    type Output = [T];
    #[track_caller]
    fn index(&self, r: RangeTo<usize>) -> &[T] {
        &self[0..r.end]
    }
}
impl<T> Index<RangeFull> for [T] {
    type Output = [T];
    fn index(&self, _r: RangeFull) -> &[T] {
        self
    }
}

// Arrays index like their slices (usize, ranges).
impl<T, I, const N: usize> Index<I> for [T; N]
where
    [T]: Index<I>,
{
    type Output = <[T] as Index<I>>::Output;
    #[track_caller]
    fn index(&self, index: I) -> &Self::Output {
        Index::index(self as &[T], index)
    }
}
impl<T, I, const N: usize> IndexMut<I> for [T; N]
where
    [T]: IndexMut<I>,
{
    #[track_caller]
    fn index_mut(&mut self, index: I) -> &mut Self::Output {
        IndexMut::index_mut(self as &mut [T], index)
    }
}

/// An iterator over a slice's elements (by reference).
pub struct SliceIter<'a, T> {
    pub slice: &'a [T],
    pub pos: usize,
}

impl<'a, T> Iterator for SliceIter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<&'a T> {
        if self.pos < self.slice.len() {
            let r = &self.slice[self.pos];
            self.pos += 1;
            Some(r)
        } else {
            None
        }
    }
}

impl<'a, T> IntoIterator for &'a [T] {
    type Item = &'a T;
    type IntoIter = SliceIter<'a, T>;
    fn into_iter(self) -> SliceIter<'a, T> {
        SliceIter { slice: self, pos: 0 }
    }
}

pub fn iter<T>(s: &[T]) -> SliceIter<'_, T> {
    SliceIter { slice: s, pos: 0 }
}

impl PartialEq for str {
    fn eq(&self, other: &str) -> bool {
        let a = str_raw(self);
        let b = str_raw(other);
        if a.len != b.len {
            return false;
        }
        let mut i = 0;
        while i < a.len {
            unsafe {
                if *intrinsics::offset(a.ptr, i as isize) != *intrinsics::offset(b.ptr, i as isize) {
                    return false;
                }
            }
            i += 1;
        }
        true
    }
}

pub fn size_of<T>() -> usize {
    intrinsics::size_of::<T>()
}

pub fn align_of<T>() -> usize {
    intrinsics::min_align_of::<T>()
}
