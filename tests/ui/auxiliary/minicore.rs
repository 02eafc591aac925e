// A small stand-in for rustc 1.63's `core`, shared by the ui tests, which
// cannot use the standard library (rcc has no sysroot yet). It holds the
// lang items rustc asks for, the built-in macro declarations core makes
// (bang macros as `#[macro_export] macro_rules!`, derives and attribute
// macros as `pub macro`), and, under core's paths, the items that the
// expansions of derives, format_args!, panic!, assert!, env! ... name
// through `$crate` (`$crate::clone::Clone`, `$crate::fmt::ArgumentV1`, ...).
// Bodies are `loop {}`: the tests are only type-checked.
//
// Use from a test at tests/ui/<dir>/<test>.rs (the crate root):
//
//     #![feature(no_core, lang_items, rustc_attrs, decl_macro)]
//     #![no_core]
//     #[macro_use]
//     #[path = "../auxiliary/minicore.rs"]
//     mod minicore;
//     use minicore::*;
//
// The glob import plays the prelude and puts `clone`, `fmt`, `option` ...
// at the crate root, where `$crate` (the test crate: minicore is one of its
// modules) looks for them. Derived impls of Eq carry `#[no_coverage]`, so a
// test deriving Eq also needs `#![feature(no_coverage)]`.
//
// Helper macros that stamp out impls live in the private module `impls`
// (no #[macro_use]), so the only macros a test sees are core's.
#![allow(unused)]

pub use self::clone::Clone;
pub use self::cmp::{Eq, Ord, PartialEq, PartialOrd};
pub use self::default::Default;
pub use self::fmt::Debug;
pub use self::hash::Hash;
pub use self::macros::builtin::{
    bench, cfg_accessible, cfg_eval, derive, global_allocator, test, test_case,
};
pub use self::marker::{Copy, Sized, Sync};
pub use self::ops::Drop;
pub use self::option::Option::{self, None, Some};
pub use self::result::Result::{self, Err, Ok};

pub mod marker {
    use super::clone::Clone;

    #[lang = "sized"]
    pub trait Sized {}
    #[lang = "unsize"]
    pub trait Unsize<T: ?Sized> {}
    #[lang = "copy"]
    pub trait Copy: Clone {}
    #[lang = "freeze"]
    pub unsafe trait Freeze {}
    #[lang = "sync"]
    pub unsafe trait Sync {}
    #[lang = "structural_peq"]
    pub trait StructuralPartialEq {}
    #[lang = "structural_teq"]
    pub trait StructuralEq {}
    #[lang = "phantom_data"]
    pub struct PhantomData<T: ?Sized>;

    impl<T: ?Sized> Clone for PhantomData<T> {
        fn clone(&self) -> Self {
            PhantomData
        }
    }
    impl<T: ?Sized> Copy for PhantomData<T> {}

    /// Derive macro generating an impl of the trait `Copy`.
    #[rustc_builtin_macro]
    pub macro Copy($item:item) {
        /* compiler built-in */
    }
}

pub mod ops {
    use super::marker::{Sized, Unsize};

    #[lang = "drop"]
    pub trait Drop {
        fn drop(&mut self);
    }
    #[lang = "destruct"]
    pub trait Destruct {}
    #[lang = "receiver"]
    pub trait Receiver {}
    impl<T: ?Sized> Receiver for &T {}
    impl<T: ?Sized> Receiver for &mut T {}
    #[lang = "coerce_unsized"]
    pub trait CoerceUnsized<T: ?Sized> {}
    impl<'a, 'b: 'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'b T {}
    impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a mut U> for &'a mut T {}
    impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<&'a U> for &'a mut T {}
    #[lang = "dispatch_from_dyn"]
    pub trait DispatchFromDyn<T> {}
    impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a U> for &'a T {}
    impl<'a, T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<&'a mut U> for &'a mut T {}

    #[lang = "not"]
    pub trait Not {
        type Output;
        fn not(self) -> Self::Output;
    }
    #[lang = "neg"]
    pub trait Neg {
        type Output;
        fn neg(self) -> Self::Output;
    }
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
    #[lang = "add_assign"]
    pub trait AddAssign<Rhs = Self> {
        fn add_assign(&mut self, rhs: Rhs);
    }
    #[lang = "deref"]
    pub trait Deref {
        #[lang = "deref_target"]
        type Target: ?Sized;
        fn deref(&self) -> &Self::Target;
    }
    impl<T: ?Sized> Deref for &T {
        type Target = T;
        fn deref(&self) -> &T {
            *self
        }
    }
}

pub mod clone {
    use super::marker::{Copy, PhantomData, Sized};

    #[lang = "clone"]
    pub trait Clone: Sized {
        fn clone(&self) -> Self;
        fn clone_from(&mut self, source: &Self) {
            *self = source.clone()
        }
    }

    /// Derive macro generating an impl of the trait `Clone`.
    #[rustc_builtin_macro]
    pub macro Clone($item:item) {
        /* compiler built-in */
    }

    // What `#[derive(Clone)]` names to check that fields are Clone / Copy.
    pub struct AssertParamIsClone<T: Clone + ?Sized> {
        _field: PhantomData<T>,
    }
    pub struct AssertParamIsCopy<T: Copy + ?Sized> {
        _field: PhantomData<T>,
    }

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
}

pub mod cmp {
    use super::marker::{PhantomData, Sized};
    use super::option::Option::{self, Some};

    #[lang = "eq"]
    pub trait PartialEq<Rhs: ?Sized = Self> {
        fn eq(&self, other: &Rhs) -> bool;
        fn ne(&self, other: &Rhs) -> bool {
            !self.eq(other)
        }
    }
    pub trait Eq: PartialEq<Self> {
        fn assert_receiver_is_total_eq(&self) {}
    }
    // What `#[derive(Eq)]` names to check that fields are Eq.
    pub struct AssertParamIsEq<T: Eq + ?Sized> {
        _field: PhantomData<T>,
    }

    pub enum Ordering {
        Less = -1,
        Equal = 0,
        Greater = 1,
    }

    #[lang = "partial_ord"]
    pub trait PartialOrd<Rhs: ?Sized = Self>: PartialEq<Rhs> {
        fn partial_cmp(&self, other: &Rhs) -> Option<Ordering>;
        fn lt(&self, other: &Rhs) -> bool {
            loop {}
        }
        fn le(&self, other: &Rhs) -> bool {
            loop {}
        }
        fn gt(&self, other: &Rhs) -> bool {
            loop {}
        }
        fn ge(&self, other: &Rhs) -> bool {
            loop {}
        }
    }
    pub trait Ord: Eq + PartialOrd<Self> {
        fn cmp(&self, other: &Self) -> Ordering;
    }

    /// Derive macro generating an impl of the trait `PartialEq`.
    #[rustc_builtin_macro]
    pub macro PartialEq($item:item) {
        /* compiler built-in */
    }
    /// Derive macro generating an impl of the trait `Eq`.
    #[rustc_builtin_macro]
    pub macro Eq($item:item) {
        /* compiler built-in */
    }
    /// Derive macro generating an impl of the trait `PartialOrd`.
    #[rustc_builtin_macro]
    pub macro PartialOrd($item:item) {
        /* compiler built-in */
    }
    /// Derive macro generating an impl of the trait `Ord`.
    #[rustc_builtin_macro]
    pub macro Ord($item:item) {
        /* compiler built-in */
    }

    impl<A: ?Sized + PartialEq<B>, B: ?Sized> PartialEq<&B> for &A {
        fn eq(&self, other: &&B) -> bool {
            PartialEq::eq(*self, *other)
        }
    }
    impl<A: ?Sized + Eq> Eq for &A {}
    impl<A: ?Sized + PartialOrd<B>, B: ?Sized> PartialOrd<&B> for &A {
        fn partial_cmp(&self, other: &&B) -> Option<Ordering> {
            PartialOrd::partial_cmp(*self, *other)
        }
    }
    impl<A: ?Sized + Ord> Ord for &A {
        fn cmp(&self, other: &Self) -> Ordering {
            Ord::cmp(*self, *other)
        }
    }
    impl PartialEq for Ordering {
        fn eq(&self, other: &Ordering) -> bool {
            loop {}
        }
    }
    impl Eq for Ordering {}
    impl PartialOrd for Ordering {
        fn partial_cmp(&self, other: &Ordering) -> Option<Ordering> {
            Some(Ord::cmp(self, other))
        }
    }
    impl Ord for Ordering {
        fn cmp(&self, other: &Ordering) -> Ordering {
            loop {}
        }
    }
}

pub mod default {
    use super::marker::Sized;

    pub trait Default: Sized {
        fn default() -> Self;
    }

    /// Derive macro generating an impl of the trait `Default`.
    #[rustc_builtin_macro(Default, attributes(default))]
    pub macro Default($item:item) {
        /* compiler built-in */
    }
}

pub mod hash {
    use super::marker::Sized;

    pub trait Hash {
        fn hash<H: Hasher>(&self, state: &mut H);
    }
    pub trait Hasher {
        fn finish(&self) -> u64;
        fn write(&mut self, bytes: &[u8]);
    }

    pub use self::macros::Hash;
    mod macros {
        /// Derive macro generating an impl of the trait `Hash`.
        #[rustc_builtin_macro]
        pub macro Hash($item:item) {
            /* compiler built-in */
        }
    }

    impl<T: ?Sized + Hash> Hash for &T {
        fn hash<H: Hasher>(&self, state: &mut H) {
            (**self).hash(state)
        }
    }
}

pub mod option {
    pub enum Option<T> {
        None,
        Some(T),
    }
}

pub mod result {
    pub enum Result<T, E> {
        Ok(T),
        Err(E),
    }
}

pub mod intrinsics {
    // Intrinsics in core; plain functions are enough to type-check.
    pub fn discriminant_value<T>(_v: &T) -> isize {
        loop {}
    }
    pub unsafe fn unreachable() -> ! {
        loop {}
    }
}

pub mod fmt {
    use super::marker::{PhantomData, Sized};
    use super::option::Option;

    pub type Result = super::result::Result<(), Error>;
    pub struct Error;

    pub struct Formatter<'a> {
        _buf: &'a mut (),
    }

    pub trait Write {
        fn write_str(&mut self, s: &str) -> Result;
    }
    pub trait Debug {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait Display {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait Octal {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait Binary {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait LowerHex {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait UpperHex {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait Pointer {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait LowerExp {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }
    pub trait UpperExp {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result;
    }

    pub use self::macros::Debug;
    mod macros {
        /// Derive macro generating an impl of the trait `Debug`.
        #[rustc_builtin_macro]
        pub macro Debug($item:item) {
            /* compiler built-in */
        }
    }

    // What format_args! expands to (rustc 1.63's layout).
    pub struct Arguments<'a> {
        pieces: &'a [&'static str],
        fmt: Option<&'a [rt::v1::Argument]>,
        args: &'a [ArgumentV1<'a>],
    }
    impl<'a> Arguments<'a> {
        pub const fn new_v1(pieces: &'a [&'static str], args: &'a [ArgumentV1<'a>]) -> Arguments<'a> {
            Arguments { pieces, fmt: Option::None, args }
        }
        pub const fn new_v1_formatted(
            pieces: &'a [&'static str],
            args: &'a [ArgumentV1<'a>],
            fmt: &'a [rt::v1::Argument],
            _unsafe_arg: UnsafeArg,
        ) -> Arguments<'a> {
            Arguments { pieces, fmt: Option::Some(fmt), args }
        }
    }
    impl Debug for Arguments<'_> {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            loop {}
        }
    }
    impl Display for Arguments<'_> {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            loop {}
        }
    }

    pub struct ArgumentV1<'a> {
        _value: PhantomData<&'a ()>,
    }
    impl<'a> ArgumentV1<'a> {
        pub fn new_display<'b, T: ?Sized + Display>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_debug<'b, T: ?Sized + Debug>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_octal<'b, T: ?Sized + Octal>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_lower_hex<'b, T: ?Sized + LowerHex>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_upper_hex<'b, T: ?Sized + UpperHex>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_pointer<'b, T: ?Sized + Pointer>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_binary<'b, T: ?Sized + Binary>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_lower_exp<'b, T: ?Sized + LowerExp>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn new_upper_exp<'b, T: ?Sized + UpperExp>(x: &'b T) -> ArgumentV1<'b> {
            loop {}
        }
        pub fn from_usize(x: &usize) -> ArgumentV1<'_> {
            loop {}
        }
    }

    pub struct UnsafeArg {
        _private: (),
    }
    impl UnsafeArg {
        pub unsafe fn new() -> Self {
            UnsafeArg { _private: () }
        }
    }

    pub mod rt {
        pub mod v1 {
            pub struct Argument {
                pub position: usize,
                pub format: FormatSpec,
            }
            pub struct FormatSpec {
                pub fill: char,
                pub align: Alignment,
                pub flags: u32,
                pub precision: Count,
                pub width: Count,
            }
            pub enum Alignment {
                Left,
                Right,
                Center,
                Unknown,
            }
            pub enum Count {
                Is(usize),
                Param(usize),
                Implied,
            }
        }
    }

    // What #[derive(Debug)] calls.
    pub struct DebugStruct<'a, 'b: 'a> {
        fmt: &'a mut Formatter<'b>,
    }
    pub struct DebugTuple<'a, 'b: 'a> {
        fmt: &'a mut Formatter<'b>,
    }
    impl<'a> Formatter<'a> {
        pub fn write_str(&mut self, data: &str) -> Result {
            loop {}
        }
        pub fn write_fmt(&mut self, fmt: Arguments<'_>) -> Result {
            loop {}
        }
        pub fn debug_struct<'b>(&'b mut self, name: &str) -> DebugStruct<'b, 'a> {
            loop {}
        }
        pub fn debug_tuple<'b>(&'b mut self, name: &str) -> DebugTuple<'b, 'a> {
            loop {}
        }
    }
    impl<'a, 'b: 'a> DebugStruct<'a, 'b> {
        pub fn field(&mut self, name: &str, value: &dyn Debug) -> &mut Self {
            self
        }
        pub fn finish(&mut self) -> Result {
            loop {}
        }
    }
    impl<'a, 'b: 'a> DebugTuple<'a, 'b> {
        pub fn field(&mut self, value: &dyn Debug) -> &mut Self {
            self
        }
        pub fn finish(&mut self) -> Result {
            loop {}
        }
    }

    impl<T: ?Sized + Debug> Debug for &T {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            Debug::fmt(&**self, f)
        }
    }
    impl<T: ?Sized + Debug> Debug for &mut T {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            Debug::fmt(&**self, f)
        }
    }
    impl<T: ?Sized + Display> Display for &T {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            Display::fmt(&**self, f)
        }
    }
    impl<T: ?Sized> Pointer for &T {
        fn fmt(&self, f: &mut Formatter<'_>) -> Result {
            loop {}
        }
    }
}

pub mod panicking {
    use super::fmt;

    pub const fn panic(expr: &'static str) -> ! {
        loop {}
    }
    pub const fn panic_str(expr: &str) -> ! {
        loop {}
    }
    pub const fn panic_display<T: fmt::Display>(x: &T) -> ! {
        loop {}
    }
    pub const fn panic_fmt(fmt: fmt::Arguments<'_>) -> ! {
        loop {}
    }
    pub fn unreachable_display<T: fmt::Display>(x: &T) -> ! {
        loop {}
    }
}

// What `panic!`, `unreachable!` and `assert!` expand to, by edition (as in
// core 1.63).
pub mod panic {
    pub macro panic_2015 {
        () => (
            $crate::panicking::panic("explicit panic")
        ),
        ($msg:literal $(,)?) => (
            $crate::panicking::panic($msg)
        ),
        ($msg:expr $(,)?) => (
            $crate::panicking::panic_str($msg)
        ),
        ("{}", $arg:expr $(,)?) => (
            $crate::panicking::panic_display(&$arg)
        ),
        ($fmt:expr, $($arg:tt)+) => (
            $crate::panicking::panic_fmt($crate::const_format_args!($fmt, $($arg)+))
        ),
    }
    pub macro panic_2021 {
        () => (
            $crate::panicking::panic("explicit panic")
        ),
        ("{}", $arg:expr $(,)?) => (
            $crate::panicking::panic_display(&$arg)
        ),
        ($($t:tt)+) => (
            $crate::panicking::panic_fmt($crate::const_format_args!($($t)+))
        ),
    }
    pub macro unreachable_2015 {
        () => (
            $crate::panicking::panic("internal error: entered unreachable code")
        ),
        ($msg:expr $(,)?) => (
            $crate::panicking::unreachable_display(&$msg)
        ),
        ($fmt:expr, $($arg:tt)*) => (
            $crate::panic!($crate::concat!("internal error: entered unreachable code: ", $fmt), $($arg)*)
        ),
    }
    pub macro unreachable_2021 {
        () => (
            $crate::panicking::panic("internal error: entered unreachable code")
        ),
        ($($t:tt)+) => (
            $crate::panic!("internal error: entered unreachable code: {}", $crate::format_args!($($t)+))
        ),
    }
}

// What #[global_allocator] expands to.
pub mod alloc {
    pub struct Layout {
        size: usize,
        align: usize,
    }
    impl Layout {
        pub const unsafe fn from_size_align_unchecked(size: usize, align: usize) -> Layout {
            Layout { size, align }
        }
    }
    pub unsafe trait GlobalAlloc {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8;
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout);
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            self.alloc(layout)
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            self.alloc(layout)
        }
    }
}

pub mod arch {
    #[rustc_builtin_macro]
    pub macro asm("assembly template", $(operands,)* $(options($(option),*))?) {
        /* compiler built-in */
    }
    #[rustc_builtin_macro]
    pub macro global_asm("assembly template", $(operands,)* $(options($(option),*))?) {
        /* compiler built-in */
    }
}

// The built-in bang macros (core::macros and core::macros::builtin).
#[macro_export]
#[rustc_builtin_macro(core_panic)]
macro_rules! panic {
    ($($arg:tt)*) => {
        /* compiler built-in */
    };
}
#[macro_export]
#[rustc_builtin_macro(unreachable)]
macro_rules! unreachable {
    ($($arg:tt)*) => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! compile_error {
    ($msg:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! format_args {
    ($fmt:expr) => {{ /* compiler built-in */ }};
    ($fmt:expr, $($args:tt)*) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! const_format_args {
    ($fmt:expr) => {{ /* compiler built-in */ }};
    ($fmt:expr, $($args:tt)*) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! format_args_nl {
    ($fmt:expr) => {{ /* compiler built-in */ }};
    ($fmt:expr, $($args:tt)*) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! env {
    ($name:expr $(,)?) => {{ /* compiler built-in */ }};
    ($name:expr, $error_msg:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! option_env {
    ($name:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! concat_idents {
    ($($e:ident),+ $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! concat_bytes {
    ($($e:literal),+ $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! concat {
    ($($e:expr),* $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! line {
    () => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! column {
    () => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! file {
    () => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! stringify {
    ($($t:tt)*) => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! include_str {
    ($file:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! include_bytes {
    ($file:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! module_path {
    () => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! cfg {
    ($($cfg:tt)*) => {
        /* compiler built-in */
    };
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! include {
    ($file:expr $(,)?) => {{ /* compiler built-in */ }};
}
#[rustc_builtin_macro]
#[macro_export]
macro_rules! assert {
    ($cond:expr $(,)?) => {{ /* compiler built-in */ }};
    ($cond:expr, $($arg:tt)+) => {{ /* compiler built-in */ }};
}

// The built-in attribute macros (core::macros::builtin, in the prelude).
pub mod macros {
    pub mod builtin {
        #[rustc_builtin_macro]
        pub macro derive($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro test($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro bench($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro test_case($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro global_allocator($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro cfg_accessible($item:item) {
            /* compiler built-in */
        }
        #[rustc_builtin_macro]
        pub macro cfg_eval($($tt:tt)*) {
            /* compiler built-in */
        }
    }
}

// Impls of the traits above for the primitive types, stamped out by
// helper macros that stay inside this module.
mod impls {
    use super::clone::Clone;
    use super::cmp::{Eq, Ord, Ordering, PartialEq, PartialOrd};
    use super::default::Default;
    use super::fmt::{self, Debug, Display, Formatter};
    use super::hash::{Hash, Hasher};
    use super::marker::{Copy, Sized, Sync};
    use super::ops::{Add, AddAssign, Div, Mul, Neg, Not, Rem, Sub};
    use super::option::Option::{self, Some};

    // Traits every primitive type has.
    macro_rules! basic {
        ($($t:ty)*) => {$(
            impl Clone for $t {
                fn clone(&self) -> Self {
                    *self
                }
            }
            impl Copy for $t {}
            unsafe impl Sync for $t {}
            impl PartialEq for $t {
                fn eq(&self, other: &$t) -> bool {
                    (*self) == (*other)
                }
            }
            impl Debug for $t {
                fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
                    loop {}
                }
            }
        )*};
    }
    basic!(bool char u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64);

    // Totally ordered, hashable primitive types.
    macro_rules! ordered {
        ($($t:ty)*) => {$(
            impl Eq for $t {}
            impl PartialOrd for $t {
                fn partial_cmp(&self, other: &$t) -> Option<Ordering> {
                    Some(Ord::cmp(self, other))
                }
                fn lt(&self, other: &$t) -> bool {
                    (*self) < (*other)
                }
                fn le(&self, other: &$t) -> bool {
                    (*self) <= (*other)
                }
                fn gt(&self, other: &$t) -> bool {
                    (*self) > (*other)
                }
                fn ge(&self, other: &$t) -> bool {
                    (*self) >= (*other)
                }
            }
            impl Ord for $t {
                fn cmp(&self, other: &$t) -> Ordering {
                    loop {}
                }
            }
            impl Hash for $t {
                fn hash<H: Hasher>(&self, state: &mut H) {
                    loop {}
                }
            }
            impl Display for $t {
                fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
                    loop {}
                }
            }
        )*};
    }
    ordered!(bool char u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize);

    // The numeric formatting traits.
    macro_rules! fmt_traits {
        ($($trait:ident for $($t:ty)*;)*) => {$($(
            impl fmt::$trait for $t {
                fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
                    loop {}
                }
            }
        )*)*};
    }
    fmt_traits! {
        Octal for u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize;
        Binary for u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize;
        LowerHex for u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize;
        UpperHex for u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize;
        LowerExp for f32 f64;
        UpperExp for f32 f64;
        Display for f32 f64;
    }

    macro_rules! default {
        ($($t:ty => $v:expr,)*) => {$(
            impl Default for $t {
                fn default() -> $t {
                    $v
                }
            }
        )*};
    }
    default! {
        bool => false, char => '\x00', u8 => 0, u16 => 0, u32 => 0, u64 => 0,
        u128 => 0, usize => 0, i8 => 0, i16 => 0, i32 => 0, i64 => 0,
        i128 => 0, isize => 0, f32 => 0.0, f64 => 0.0, () => (),
    }

    macro_rules! arith {
        ($($t:ty)*) => {$(
            impl Add for $t {
                type Output = $t;
                fn add(self, rhs: $t) -> $t {
                    self + rhs
                }
            }
            impl Sub for $t {
                type Output = $t;
                fn sub(self, rhs: $t) -> $t {
                    self - rhs
                }
            }
            impl Mul for $t {
                type Output = $t;
                fn mul(self, rhs: $t) -> $t {
                    self * rhs
                }
            }
            impl Div for $t {
                type Output = $t;
                fn div(self, rhs: $t) -> $t {
                    self / rhs
                }
            }
            impl Rem for $t {
                type Output = $t;
                fn rem(self, rhs: $t) -> $t {
                    self % rhs
                }
            }
            impl AddAssign for $t {
                fn add_assign(&mut self, rhs: $t) {
                    *self = *self + rhs
                }
            }
        )*};
    }
    arith!(u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64);

    macro_rules! neg {
        ($($t:ty)*) => {$(
            impl Neg for $t {
                type Output = $t;
                fn neg(self) -> $t {
                    -self
                }
            }
        )*};
    }
    neg!(i8 i16 i32 i64 i128 isize f32 f64);

    impl Not for bool {
        type Output = bool;
        fn not(self) -> bool {
            !self
        }
    }

    // (), str, slices, arrays (Clone and Copy of () and tuples are built
    // into rustc).
    unsafe impl Sync for () {}
    impl PartialEq for () {
        fn eq(&self, _other: &()) -> bool {
            true
        }
    }
    impl Eq for () {}
    impl Debug for () {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    unsafe impl Sync for str {}
    impl Default for &str {
        fn default() -> Self {
            ""
        }
    }
    impl PartialEq for str {
        fn eq(&self, other: &str) -> bool {
            loop {}
        }
    }
    impl Eq for str {}
    impl PartialOrd for str {
        fn partial_cmp(&self, other: &str) -> Option<Ordering> {
            loop {}
        }
    }
    impl Ord for str {
        fn cmp(&self, other: &str) -> Ordering {
            loop {}
        }
    }
    impl Hash for str {
        fn hash<H: Hasher>(&self, state: &mut H) {
            loop {}
        }
    }
    impl Debug for str {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    impl Display for str {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    unsafe impl<T: ?Sized + Sync> Sync for &T {}
    unsafe impl<T: Sync> Sync for [T] {}
    unsafe impl<T: Sync, const N: usize> Sync for [T; N] {}
    impl<T: PartialEq> PartialEq for [T] {
        fn eq(&self, other: &[T]) -> bool {
            loop {}
        }
    }
    impl<T: Eq> Eq for [T] {}
    impl<T: PartialOrd> PartialOrd for [T] {
        fn partial_cmp(&self, other: &[T]) -> Option<Ordering> {
            loop {}
        }
    }
    impl<T: Ord> Ord for [T] {
        fn cmp(&self, other: &[T]) -> Ordering {
            loop {}
        }
    }
    impl<T: Hash> Hash for [T] {
        fn hash<H: Hasher>(&self, state: &mut H) {
            loop {}
        }
    }
    impl<T: Debug> Debug for [T] {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    impl<T: Clone, const N: usize> Clone for [T; N] {
        fn clone(&self) -> Self {
            loop {}
        }
    }
    impl<T: Copy, const N: usize> Copy for [T; N] {}
    impl<T: PartialEq, const N: usize> PartialEq for [T; N] {
        fn eq(&self, other: &[T; N]) -> bool {
            loop {}
        }
    }
    impl<T: Eq, const N: usize> Eq for [T; N] {}
    impl<T: PartialOrd, const N: usize> PartialOrd for [T; N] {
        fn partial_cmp(&self, other: &[T; N]) -> Option<Ordering> {
            loop {}
        }
    }
    impl<T: Ord, const N: usize> Ord for [T; N] {
        fn cmp(&self, other: &[T; N]) -> Ordering {
            loop {}
        }
    }
    impl<T: Hash, const N: usize> Hash for [T; N] {
        fn hash<H: Hasher>(&self, state: &mut H) {
            loop {}
        }
    }
    impl<T: Debug, const N: usize> Debug for [T; N] {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }

    // Pairs.
    impl<A: PartialEq, B: PartialEq> PartialEq for (A, B) {
        fn eq(&self, other: &(A, B)) -> bool {
            self.0 == other.0 && self.1 == other.1
        }
    }
    impl<A: Eq, B: Eq> Eq for (A, B) {}
    impl<A: PartialOrd, B: PartialOrd> PartialOrd for (A, B) {
        fn partial_cmp(&self, other: &(A, B)) -> Option<Ordering> {
            loop {}
        }
    }
    impl<A: Ord, B: Ord> Ord for (A, B) {
        fn cmp(&self, other: &(A, B)) -> Ordering {
            loop {}
        }
    }
    impl<A: Hash, B: Hash> Hash for (A, B) {
        fn hash<H: Hasher>(&self, state: &mut H) {
            loop {}
        }
    }
    impl<A: Debug, B: Debug> Debug for (A, B) {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    impl<A: Default, B: Default> Default for (A, B) {
        fn default() -> (A, B) {
            (A::default(), B::default())
        }
    }

    // Option.
    impl<T: Clone> Clone for Option<T> {
        fn clone(&self) -> Self {
            loop {}
        }
    }
    impl<T: Copy> Copy for Option<T> {}
    impl<T: PartialEq> PartialEq for Option<T> {
        fn eq(&self, other: &Option<T>) -> bool {
            loop {}
        }
    }
    impl<T: Eq> Eq for Option<T> {}
    impl<T: PartialOrd> PartialOrd for Option<T> {
        fn partial_cmp(&self, other: &Option<T>) -> Option<Ordering> {
            loop {}
        }
    }
    impl<T: Ord> Ord for Option<T> {
        fn cmp(&self, other: &Option<T>) -> Ordering {
            loop {}
        }
    }
    impl<T: Hash> Hash for Option<T> {
        fn hash<H: Hasher>(&self, state: &mut H) {
            loop {}
        }
    }
    impl<T: Debug> Debug for Option<T> {
        fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
            loop {}
        }
    }
    impl<T> Default for Option<T> {
        fn default() -> Option<T> {
            Option::None
        }
    }
    unsafe impl<T: Sync> Sync for Option<T> {}
}
