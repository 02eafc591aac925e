//! Numeric types: the inherent constants and common methods of the
//! integer and float types, parsing (`from_str_radix`, `FromStr`), the
//! error types, `NonZero*`, `Wrapping`.
//! v0: a subset of the methods; float parsing is not correctly rounded.

use crate::fmt;
use crate::intrinsics;
use crate::mem;
use crate::ops::{Add, Mul, Sub};
use crate::str::FromStr;

// The inherent methods of the integer types (v0: the common ones).
macro_rules! int_impl {
    ($($T:ident $U:ident $bits:literal $min:expr, $max:expr;)*) => {$(
        impl $T {
            /// The smallest value of the type.
            pub const MIN: $T = $min;
            /// The largest value of the type.
            pub const MAX: $T = $max;
            /// The size of the type in bits.
            pub const BITS: u32 = $bits;
            pub const fn min_value() -> $T { Self::MIN }
            pub const fn max_value() -> $T { Self::MAX }
            pub fn from_str_radix(src: &str, radix: u32) -> Result<$T, ParseIntError> { crate::__rcc_unwritten!() }
            pub const fn count_ones(self) -> u32 { intrinsics::ctpop(self as $U) as u32 }
            pub const fn leading_zeros(self) -> u32 { intrinsics::ctlz(self as $U) as u32 }
            pub const fn trailing_zeros(self) -> u32 { intrinsics::cttz(self as $U) as u32 }
            pub const fn checked_add(self, rhs: $T) -> Option<$T> {
                let (a, b) = intrinsics::add_with_overflow(self, rhs);
                if b { None } else { Some(a) }
            }
            pub const fn checked_sub(self, rhs: $T) -> Option<$T> {
                let (a, b) = intrinsics::sub_with_overflow(self, rhs);
                if b { None } else { Some(a) }
            }
            pub const fn wrapping_add(self, rhs: $T) -> $T { intrinsics::wrapping_add(self, rhs) }
            pub const fn wrapping_sub(self, rhs: $T) -> $T { intrinsics::wrapping_sub(self, rhs) }
            pub const fn wrapping_mul(self, rhs: $T) -> $T { intrinsics::wrapping_mul(self, rhs) }
            pub const fn pow(self, exp: u32) -> $T { crate::__rcc_unwritten!() }
            pub const fn to_ne_bytes(self) -> [u8; mem::size_of::<Self>()] { unsafe { mem::transmute(self) } }
        }
    )*};
}
int_impl! {
    i8 u8 8 i8_min(), 0x7f; i16 u16 16 i16_min(), 0x7fff; i32 u32 32 i32_min(), 0x7fff_ffff;
    i64 u64 64 i64_min(), 0x7fff_ffff_ffff_ffff; i128 u128 128 i128_min(), 0x7fff_ffff_ffff_ffff_ffff_ffff_ffff_ffff;
    isize usize 64 isize_min(), 0x7fff_ffff_ffff_ffff;
    u8 u8 8 0, 0xff; u16 u16 16 0, 0xffff; u32 u32 32 0, 0xffff_ffff; u64 u64 64 0, 0xffff_ffff_ffff_ffff;
    u128 u128 128 0, 0xffff_ffff_ffff_ffff_ffff_ffff_ffff_ffff; usize usize 64 0, 0xffff_ffff_ffff_ffff;
}

// The minimum of a signed type: all bits but the sign's are zero.
macro_rules! min_fns {
    ($($name:ident $T:ident $U:ident;)*) => {$(
        const fn $name() -> $T { !(((!0 as $U) >> 1) as $T) }
    )*};
}
min_fns! { i8_min i8 u8; i16_min i16 u16; i32_min i32 u32; i64_min i64 u64; i128_min i128 u128; isize_min isize usize; }

macro_rules! signed_impl {
    ($($T:ident $U:ident;)*) => {$(
        impl $T {
            pub const fn abs(self) -> $T { if self < 0 { -self } else { self } }
            pub const fn is_negative(self) -> bool { self < 0 }
        }
    )*};
}
signed_impl! { i8 u8; i16 u16; i32 u32; i64 u64; i128 u128; isize usize; }

macro_rules! unsigned_impl {
    ($($T:ident)*) => {$(
        impl $T {
            pub const fn is_power_of_two(self) -> bool { self.count_ones() == 1 }
            pub const fn next_power_of_two(self) -> $T { crate::__rcc_unwritten!() }
        }
    )*};
}
unsigned_impl! { u8 u16 u32 u64 u128 usize }

impl u8 {
    pub const fn is_ascii(&self) -> bool { *self < 128 }
    pub const fn to_ascii_uppercase(&self) -> u8 { if self.is_ascii_lowercase() { *self - 32 } else { *self } }
    pub const fn to_ascii_lowercase(&self) -> u8 { if self.is_ascii_uppercase() { *self + 32 } else { *self } }
    pub const fn eq_ignore_ascii_case(&self, other: &u8) -> bool { self.to_ascii_lowercase() == other.to_ascii_lowercase() }
    pub fn make_ascii_uppercase(&mut self) { *self = self.to_ascii_uppercase(); }
    pub fn make_ascii_lowercase(&mut self) { *self = self.to_ascii_lowercase(); }
    pub const fn is_ascii_alphabetic(&self) -> bool { matches!(*self, b'A'..=b'Z' | b'a'..=b'z') }
    pub const fn is_ascii_uppercase(&self) -> bool { matches!(*self, b'A'..=b'Z') }
    pub const fn is_ascii_lowercase(&self) -> bool { matches!(*self, b'a'..=b'z') }
    pub const fn is_ascii_alphanumeric(&self) -> bool { matches!(*self, b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z') }
    pub const fn is_ascii_digit(&self) -> bool { matches!(*self, b'0'..=b'9') }
    pub const fn is_ascii_hexdigit(&self) -> bool { matches!(*self, b'0'..=b'9' | b'A'..=b'F' | b'a'..=b'f') }
    pub const fn is_ascii_punctuation(&self) -> bool { matches!(*self, b'!'..=b'/' | b':'..=b'@' | b'['..=b'`' | b'{'..=b'~') }
    pub const fn is_ascii_graphic(&self) -> bool { matches!(*self, b'!'..=b'~') }
    pub const fn is_ascii_whitespace(&self) -> bool { matches!(*self, b'\t' | b'\n' | b'\x0C' | b'\r' | b' ') }
    pub const fn is_ascii_control(&self) -> bool { matches!(*self, b'\0'..=b'\x1F' | b'\x7F') }
}

macro_rules! from_str_int {
    ($($t:ty)*) => {$(
        impl FromStr for $t {
            type Err = ParseIntError;
            fn from_str(src: &str) -> Result<Self, ParseIntError> {
                <$t>::from_str_radix(src, 10)
            }
        }
    )*};
}
from_str_int! { u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize }

macro_rules! float_impl {
    ($($T:ident $Bits:ident, $mant:expr, $dig:expr, $eps:expr, $min:expr, $minpos:expr, $max:expr,
       $minexp:expr, $maxexp:expr, $min10:expr, $max10:expr;)*) => {$(
        impl $T {
            pub const RADIX: u32 = 2;
            pub const MANTISSA_DIGITS: u32 = $mant;
            pub const DIGITS: u32 = $dig;
            pub const EPSILON: $T = $eps;
            pub const MIN: $T = $min;
            pub const MIN_POSITIVE: $T = $minpos;
            pub const MAX: $T = $max;
            pub const MIN_EXP: i32 = $minexp;
            pub const MAX_EXP: i32 = $maxexp;
            pub const MIN_10_EXP: i32 = $min10;
            pub const MAX_10_EXP: i32 = $max10;
            pub const NAN: $T = 0.0 / 0.0;
            pub const INFINITY: $T = 1.0 / 0.0;
            pub const NEG_INFINITY: $T = -1.0 / 0.0;

            /// Whether the value is NaN.
            pub const fn is_nan(self) -> bool {
                self != self
            }
            /// Whether the value is positive or negative infinity.
            pub const fn is_infinite(self) -> bool { crate::__rcc_unwritten!() }
            /// Whether the value is neither infinite nor NaN.
            pub const fn is_finite(self) -> bool {
                !self.is_nan() && !self.is_infinite()
            }
            /// Whether the sign bit is set.
            pub const fn is_sign_negative(self) -> bool {
                self.to_bits() >> ($Bits::BITS - 1) != 0
            }
            /// The larger of two numbers (NaN is ignored).
            pub fn max(self, other: $T) -> $T { crate::__rcc_unwritten!() }
            /// The smaller of two numbers (NaN is ignored).
            pub fn min(self, other: $T) -> $T { crate::__rcc_unwritten!() }
            /// The raw bits.
            pub const fn to_bits(self) -> $Bits {
                unsafe { mem::transmute(self) }
            }
            /// The float of the raw bits.
            pub const fn from_bits(v: $Bits) -> Self {
                unsafe { mem::transmute(v) }
            }
            /// The category of the value.
            pub fn classify(self) -> FpCategory { crate::__rcc_unwritten!() }
        }

        impl FromStr for $T {
            type Err = ParseFloatError;
            fn from_str(src: &str) -> Result<Self, ParseFloatError> {
                parse_float(src).map(|v| v as $T)
            }
        }
    )*};
}
float_impl! {
    f32 u32, 24, 6, 1.19209290e-07_f32, -3.40282347e+38_f32, 1.17549435e-38_f32, 3.40282347e+38_f32,
        -125, 128, -37, 38;
    f64 u64, 53, 15, 2.2204460492503131e-16_f64, -1.7976931348623157e+308_f64,
        2.2250738585072014e-308_f64, 1.7976931348623157e+308_f64, -1021, 1024, -307, 308;
}

// Decimal to float (v0: not written yet).
fn parse_float(src: &str) -> Result<f64, ParseFloatError> {
    loop {}
}

/// The category of a float value.
pub enum FpCategory {
    /// NaN.
    Nan,
    /// Positive or negative infinity.
    Infinite,
    /// Positive or negative zero.
    Zero,
    /// A subnormal value.
    Subnormal,
    /// A normal value.
    Normal,
}
impl Copy for FpCategory {}
impl Clone for FpCategory {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for FpCategory {
    fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
}
impl Eq for FpCategory {}
impl crate::fmt::Debug for FpCategory {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

/// The error of parsing an integer.
pub struct ParseIntError {
    kind: IntErrorKind,
}
impl crate::fmt::Debug for ParseIntError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Clone for ParseIntError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for ParseIntError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for ParseIntError {}
impl ParseIntError {
    /// Why parsing failed.
    #[must_use]
    pub const fn kind(&self) -> &IntErrorKind {
        &self.kind
    }
}
impl fmt::Display for ParseIntError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// Why parsing an integer failed.
#[non_exhaustive]
pub enum IntErrorKind {
    /// The string is empty.
    Empty,
    /// A character is not a digit.
    InvalidDigit,
    /// The value is too large.
    PosOverflow,
    /// The value is too small.
    NegOverflow,
    /// The value is zero (for `NonZero*`).
    Zero,
}
impl crate::fmt::Debug for IntErrorKind {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Clone for IntErrorKind {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for IntErrorKind {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for IntErrorKind {}

/// The error of parsing a float.
pub struct ParseFloatError {
    kind: FloatErrorKind,
}
impl crate::fmt::Debug for ParseFloatError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Clone for ParseFloatError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for ParseFloatError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for ParseFloatError {}
enum FloatErrorKind {
    Empty,
    Invalid,
}
impl crate::fmt::Debug for FloatErrorKind {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Clone for FloatErrorKind {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for FloatErrorKind {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for FloatErrorKind {}
impl fmt::Display for ParseFloatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// The error of a checked integer conversion.
pub struct TryFromIntError(pub(crate) ());
impl crate::fmt::Debug for TryFromIntError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Copy for TryFromIntError {}
impl Clone for TryFromIntError {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for TryFromIntError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for TryFromIntError {}
impl fmt::Display for TryFromIntError {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        "out of range integral type conversion attempted".fmt(fmt)
    }
}
impl From<crate::convert::Infallible> for TryFromIntError {
    fn from(x: crate::convert::Infallible) -> TryFromIntError {
        match x {}
    }
}
impl From<!> for TryFromIntError {
    fn from(never: !) -> TryFromIntError {
        match never {}
    }
}

// Integers known not to be zero.
macro_rules! nonzero {
    ($($Ty:ident($Int:ty);)*) => {$(
        /// An integer known not to equal zero.
        #[repr(transparent)]
        #[rustc_layout_scalar_valid_range_start(1)]
        #[rustc_nonnull_optimization_guaranteed]
        pub struct $Ty($Int);

        impl Copy for $Ty {}
        impl Clone for $Ty {
            fn clone(&self) -> Self { *self }
        }
        impl $Ty {
            /// Wraps `n`, which must not be zero.
            #[must_use]
            pub const unsafe fn new_unchecked(n: $Int) -> Self {
                unsafe { Self(n) }
            }
            /// Wraps `n` if it is not zero.
            #[must_use]
            pub const fn new(n: $Int) -> Option<Self> { crate::__rcc_unwritten!() }
            /// The value.
            pub const fn get(self) -> $Int {
                self.0
            }
        }
    )*};
}
nonzero! {
    NonZeroU8(u8); NonZeroU16(u16); NonZeroU32(u32); NonZeroU64(u64); NonZeroU128(u128); NonZeroUsize(usize);
    NonZeroI8(i8); NonZeroI16(i16); NonZeroI32(i32); NonZeroI64(i64); NonZeroI128(i128); NonZeroIsize(isize);
}

/// Intentionally wrapped (modular) arithmetic on `T`.
#[repr(transparent)]
pub struct Wrapping<T>(pub T);
impl<T: PartialEq> PartialEq for Wrapping<T> {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl<T: Eq> Eq for Wrapping<T> {}
impl<T: PartialOrd> PartialOrd for Wrapping<T> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl<T: Ord> Ord for Wrapping<T> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl<T: Clone> Clone for Wrapping<T> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl<T: Copy> Copy for Wrapping<T> {}
impl<T: Default> Default for Wrapping<T> {
    fn default() -> Self { crate::__rcc_unwritten!() }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Wrapping<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}

impl<T: fmt::Debug> fmt::Debug for Wrapping<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
impl<T: fmt::Display> fmt::Display for Wrapping<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

macro_rules! wrapping_impl {
    ($($t:ty)*) => {$(
        impl Add for Wrapping<$t> {
            type Output = Wrapping<$t>;
            fn add(self, other: Wrapping<$t>) -> Wrapping<$t> {
                Wrapping(self.0.wrapping_add(other.0))
            }
        }
        impl Sub for Wrapping<$t> {
            type Output = Wrapping<$t>;
            fn sub(self, other: Wrapping<$t>) -> Wrapping<$t> {
                Wrapping(self.0.wrapping_sub(other.0))
            }
        }
        impl Mul for Wrapping<$t> {
            type Output = Wrapping<$t>;
            fn mul(self, other: Wrapping<$t>) -> Wrapping<$t> {
                Wrapping(self.0.wrapping_mul(other.0))
            }
        }
    )*};
}
wrapping_impl! { usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 }
