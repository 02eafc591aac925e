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
            pub fn from_str_radix(src: &str, radix: u32) -> Result<$T, ParseIntError> {
                if radix < 2 || radix > 36 {
                    panic!("from_str_radix_int: must lie in the range `[2, 36]` - found {}", radix);
                }
                let bytes = src.as_bytes();
                let len = bytes.len();
                if len == 0 {
                    return Err(ParseIntError { kind: IntErrorKind::Empty });
                }
                let is_signed = Self::MIN != 0;
                let mut i = 0;
                let mut negative = false;
                if bytes[0] == b'+' || bytes[0] == b'-' {
                    if len == 1 {
                        return Err(ParseIntError { kind: IntErrorKind::InvalidDigit });
                    }
                    if bytes[0] == b'+' {
                        i = 1;
                    } else if is_signed {
                        i = 1;
                        negative = true;
                    }
                }
                let mut result: $T = 0;
                while i < len {
                    let d = match digit_value(bytes[i], radix) {
                        Some(d) => d as $T,
                        None => return Err(ParseIntError { kind: IntErrorKind::InvalidDigit }),
                    };
                    let overflow = if negative { IntErrorKind::NegOverflow } else { IntErrorKind::PosOverflow };
                    result = match result.checked_mul(radix as $T) {
                        Some(r) => r,
                        None => return Err(ParseIntError { kind: overflow }),
                    };
                    let next = if negative { result.checked_sub(d) } else { result.checked_add(d) };
                    result = match next {
                        Some(r) => r,
                        None => return Err(ParseIntError { kind: overflow }),
                    };
                    i += 1;
                }
                Ok(result)
            }
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
            pub const fn pow(self, exp: u32) -> $T {
                let mut exp = exp;
                if exp == 0 {
                    return 1;
                }
                let mut base = self;
                let mut acc: $T = 1;
                while exp > 1 {
                    if exp & 1 == 1 {
                        acc = acc * base;
                    }
                    exp = exp / 2;
                    base = base * base;
                }
                acc * base
            }
            pub const fn checked_mul(self, rhs: $T) -> Option<$T> {
                let (a, b) = intrinsics::mul_with_overflow(self, rhs);
                if b { None } else { Some(a) }
            }
            pub const fn overflowing_add(self, rhs: $T) -> ($T, bool) { intrinsics::add_with_overflow(self, rhs) }
            pub const fn overflowing_sub(self, rhs: $T) -> ($T, bool) { intrinsics::sub_with_overflow(self, rhs) }
            pub const fn overflowing_mul(self, rhs: $T) -> ($T, bool) { intrinsics::mul_with_overflow(self, rhs) }
            pub const fn saturating_add(self, rhs: $T) -> $T { intrinsics::saturating_add(self, rhs) }
            pub const fn saturating_sub(self, rhs: $T) -> $T { intrinsics::saturating_sub(self, rhs) }
            pub const fn wrapping_neg(self) -> $T { (0 as $T).wrapping_sub(self) }
            pub const fn overflowing_neg(self) -> ($T, bool) { (0 as $T).overflowing_sub(self) }
            pub const fn checked_neg(self) -> Option<$T> { (0 as $T).checked_sub(self) }
            pub const fn checked_pow(self, exp: u32) -> Option<$T> {
                let (r, o) = self.overflowing_pow(exp);
                if o { None } else { Some(r) }
            }
            pub const fn wrapping_pow(self, exp: u32) -> $T { self.overflowing_pow(exp).0 }
            pub const fn overflowing_pow(self, exp: u32) -> ($T, bool) {
                let mut exp = exp;
                let mut base = self;
                let mut acc: $T = 1;
                let mut over = false;
                while exp > 0 {
                    if exp & 1 == 1 {
                        let (a, o) = acc.overflowing_mul(base);
                        acc = a;
                        over = over || o;
                    }
                    exp = exp / 2;
                    if exp > 0 {
                        let (b, o) = base.overflowing_mul(base);
                        base = b;
                        over = over || o;
                    }
                }
                (acc, over)
            }
            pub const fn checked_shl(self, rhs: u32) -> Option<$T> {
                if rhs < Self::BITS { Some(self << rhs) } else { None }
            }
            pub const fn checked_shr(self, rhs: u32) -> Option<$T> {
                if rhs < Self::BITS { Some(self >> rhs) } else { None }
            }
            pub const fn wrapping_shl(self, rhs: u32) -> $T { self << (rhs & (Self::BITS - 1)) }
            pub const fn wrapping_shr(self, rhs: u32) -> $T { self >> (rhs & (Self::BITS - 1)) }
            pub const fn overflowing_shl(self, rhs: u32) -> ($T, bool) { (self.wrapping_shl(rhs), rhs >= Self::BITS) }
            pub const fn overflowing_shr(self, rhs: u32) -> ($T, bool) { (self.wrapping_shr(rhs), rhs >= Self::BITS) }
            pub const fn count_zeros(self) -> u32 { Self::BITS - self.count_ones() }
            pub const fn leading_ones(self) -> u32 { (!self).leading_zeros() }
            pub const fn trailing_ones(self) -> u32 { (!self).trailing_zeros() }
            pub const fn rotate_left(self, n: u32) -> $T {
                let n = n % Self::BITS;
                if n == 0 { self } else { ((self as $U) << n | (self as $U) >> (Self::BITS - n)) as $T }
            }
            pub const fn rotate_right(self, n: u32) -> $T {
                let n = n % Self::BITS;
                if n == 0 { self } else { ((self as $U) >> n | (self as $U) << (Self::BITS - n)) as $T }
            }
            pub const fn swap_bytes(self) -> $T {
                let mut v = self as $U;
                let mut r: $U = 0;
                let mut i = 0;
                while i < Self::BITS / 8 {
                    r = (r << 4) << 4 | (v & 0xff);
                    v = (v >> 4) >> 4;
                    i += 1;
                }
                r as $T
            }
            pub const fn reverse_bits(self) -> $T {
                let mut v = self as $U;
                let mut r: $U = 0;
                let mut i = 0;
                while i < Self::BITS {
                    r = (r << 1) | (v & 1);
                    v = v >> 1;
                    i += 1;
                }
                r as $T
            }
            pub const fn to_be(self) -> $T { self.swap_bytes() }
            pub const fn to_le(self) -> $T { self }
            pub const fn from_be(x: $T) -> $T { x.swap_bytes() }
            pub const fn from_le(x: $T) -> $T { x }
            pub const fn to_le_bytes(self) -> [u8; mem::size_of::<Self>()] { self.to_ne_bytes() }
            pub const fn to_be_bytes(self) -> [u8; mem::size_of::<Self>()] { self.swap_bytes().to_ne_bytes() }
            pub const fn from_ne_bytes(bytes: [u8; mem::size_of::<Self>()]) -> $T { unsafe { mem::transmute(bytes) } }
            pub const fn from_le_bytes(bytes: [u8; mem::size_of::<Self>()]) -> $T { Self::from_ne_bytes(bytes) }
            pub const fn from_be_bytes(bytes: [u8; mem::size_of::<Self>()]) -> $T { Self::from_ne_bytes(bytes).swap_bytes() }
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

// The value of an ASCII digit in `radix` (2..=36), if it is one.
const fn digit_value(c: u8, radix: u32) -> Option<u32> {
    let d = match c {
        b'0'..=b'9' => (c - b'0') as u32,
        b'a'..=b'z' => (c - b'a') as u32 + 10,
        b'A'..=b'Z' => (c - b'A') as u32 + 10,
        _ => return None,
    };
    if d < radix { Some(d) } else { None }
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
            pub const fn is_positive(self) -> bool { self > 0 }
            pub const fn signum(self) -> $T { if self < 0 { -1 } else if self == 0 { 0 } else { 1 } }
            pub const fn unsigned_abs(self) -> $U { if self < 0 { (self as $U).wrapping_neg() } else { self as $U } }
            pub const fn wrapping_abs(self) -> $T { if self < 0 { self.wrapping_neg() } else { self } }
            pub const fn checked_abs(self) -> Option<$T> { if self == Self::MIN { None } else { Some(self.wrapping_abs()) } }
            pub const fn overflowing_abs(self) -> ($T, bool) { (self.wrapping_abs(), self == Self::MIN) }
            pub const fn saturating_abs(self) -> $T { if self == Self::MIN { Self::MAX } else { self.wrapping_abs() } }
            pub const fn saturating_neg(self) -> $T { if self == Self::MIN { Self::MAX } else { -self } }
            pub const fn abs_diff(self, other: $T) -> $U {
                if self < other { (other as $U).wrapping_sub(self as $U) } else { (self as $U).wrapping_sub(other as $U) }
            }
            pub const fn saturating_mul(self, rhs: $T) -> $T {
                match self.checked_mul(rhs) {
                    Some(v) => v,
                    None => if (self < 0) == (rhs < 0) { Self::MAX } else { Self::MIN },
                }
            }
            pub const fn saturating_pow(self, exp: u32) -> $T {
                match self.checked_pow(exp) {
                    Some(v) => v,
                    None => if self < 0 && exp % 2 == 1 { Self::MIN } else { Self::MAX },
                }
            }
            pub const fn checked_div(self, rhs: $T) -> Option<$T> {
                if rhs == 0 || (self == Self::MIN && rhs == -1) { None } else { Some(self / rhs) }
            }
            pub const fn checked_rem(self, rhs: $T) -> Option<$T> {
                if rhs == 0 || (self == Self::MIN && rhs == -1) { None } else { Some(self % rhs) }
            }
            pub const fn wrapping_div(self, rhs: $T) -> $T { self.overflowing_div(rhs).0 }
            pub const fn wrapping_rem(self, rhs: $T) -> $T { self.overflowing_rem(rhs).0 }
            pub const fn overflowing_div(self, rhs: $T) -> ($T, bool) {
                if self == Self::MIN && rhs == -1 { (self, true) } else { (self / rhs, false) }
            }
            pub const fn overflowing_rem(self, rhs: $T) -> ($T, bool) {
                if rhs == -1 { (0, self == Self::MIN) } else { (self % rhs, false) }
            }
            pub const fn saturating_div(self, rhs: $T) -> $T {
                match self.overflowing_div(rhs) {
                    (v, false) => v,
                    (_, true) => Self::MAX,
                }
            }
            pub const fn div_euclid(self, rhs: $T) -> $T {
                let q = self / rhs;
                if self % rhs < 0 {
                    if rhs > 0 { q - 1 } else { q + 1 }
                } else {
                    q
                }
            }
            pub const fn rem_euclid(self, rhs: $T) -> $T {
                let r = self % rhs;
                if r < 0 { r.wrapping_add(rhs.wrapping_abs()) } else { r }
            }
            pub const fn checked_div_euclid(self, rhs: $T) -> Option<$T> {
                if rhs == 0 || (self == Self::MIN && rhs == -1) { None } else { Some(self.div_euclid(rhs)) }
            }
            pub const fn checked_rem_euclid(self, rhs: $T) -> Option<$T> {
                if rhs == 0 || (self == Self::MIN && rhs == -1) { None } else { Some(self.rem_euclid(rhs)) }
            }
        }
    )*};
}
signed_impl! { i8 u8; i16 u16; i32 u32; i64 u64; i128 u128; isize usize; }

macro_rules! unsigned_impl {
    ($($T:ident)*) => {$(
        impl $T {
            pub const fn is_power_of_two(self) -> bool { self.count_ones() == 1 }
            pub const fn next_power_of_two(self) -> $T {
                if self <= 1 { 1 } else { (Self::MAX >> (self - 1).leading_zeros()) + 1 }
            }
            pub const fn checked_next_power_of_two(self) -> Option<$T> {
                if self <= 1 { Some(1) } else { (Self::MAX >> (self - 1).leading_zeros()).checked_add(1) }
            }
            pub const fn abs_diff(self, other: $T) -> $T { if self < other { other - self } else { self - other } }
            pub const fn saturating_mul(self, rhs: $T) -> $T {
                match self.checked_mul(rhs) {
                    Some(v) => v,
                    None => Self::MAX,
                }
            }
            pub const fn saturating_pow(self, exp: u32) -> $T {
                match self.checked_pow(exp) {
                    Some(v) => v,
                    None => Self::MAX,
                }
            }
            pub const fn checked_div(self, rhs: $T) -> Option<$T> { if rhs == 0 { None } else { Some(self / rhs) } }
            pub const fn checked_rem(self, rhs: $T) -> Option<$T> { if rhs == 0 { None } else { Some(self % rhs) } }
            pub const fn wrapping_div(self, rhs: $T) -> $T { self / rhs }
            pub const fn wrapping_rem(self, rhs: $T) -> $T { self % rhs }
            pub const fn overflowing_div(self, rhs: $T) -> ($T, bool) { (self / rhs, false) }
            pub const fn overflowing_rem(self, rhs: $T) -> ($T, bool) { (self % rhs, false) }
            pub const fn saturating_div(self, rhs: $T) -> $T { self / rhs }
            pub const fn div_euclid(self, rhs: $T) -> $T { self / rhs }
            pub const fn rem_euclid(self, rhs: $T) -> $T { self % rhs }
            pub const fn checked_div_euclid(self, rhs: $T) -> Option<$T> { self.checked_div(rhs) }
            pub const fn checked_rem_euclid(self, rhs: $T) -> Option<$T> { self.checked_rem(rhs) }
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
            pub const fn is_infinite(self) -> bool {
                self == Self::INFINITY || self == Self::NEG_INFINITY
            }
            /// Whether the value is neither infinite nor NaN.
            pub const fn is_finite(self) -> bool {
                !self.is_nan() && !self.is_infinite()
            }
            /// Whether the sign bit is set.
            pub const fn is_sign_negative(self) -> bool {
                self.to_bits() >> ($Bits::BITS - 1) != 0
            }
            /// The larger of two numbers (NaN is ignored).
            pub fn max(self, other: $T) -> $T {
                if self.is_nan() || self < other { other } else { self }
            }
            /// The smaller of two numbers (NaN is ignored).
            pub fn min(self, other: $T) -> $T {
                if self.is_nan() || other < self { other } else { self }
            }
            /// Whether the sign bit is clear.
            pub const fn is_sign_positive(self) -> bool {
                !self.is_sign_negative()
            }
            /// Whether the value is neither zero, infinite, subnormal nor NaN.
            pub fn is_normal(self) -> bool {
                matches!(self.classify(), FpCategory::Normal)
            }
            /// Whether the value is subnormal.
            pub fn is_subnormal(self) -> bool {
                matches!(self.classify(), FpCategory::Subnormal)
            }
            /// `1 / self`.
            pub fn recip(self) -> $T {
                1.0 / self
            }
            /// Radians to degrees.
            pub fn to_degrees(self) -> $T {
                self * (180.0 / Self::PI_FOR_DEGREES)
            }
            /// Degrees to radians.
            pub fn to_radians(self) -> $T {
                self * (Self::PI_FOR_DEGREES / 180.0)
            }
            const PI_FOR_DEGREES: $T = 3.14159265358979323846264338327950288;
            /// Restricts the value to `[min, max]` (NaN stays NaN).
            pub fn clamp(self, min: $T, max: $T) -> $T {
                if !(min <= max) {
                    panic!("min > max, or either was NaN. min = {:?}, max = {:?}", min, max);
                }
                let mut x = self;
                if x < min {
                    x = min;
                }
                if x > max {
                    x = max;
                }
                x
            }
            /// The raw bits.
            pub const fn to_bits(self) -> $Bits {
                unsafe { mem::transmute(self) }
            }
            /// The float of the raw bits.
            pub const fn from_bits(v: $Bits) -> Self {
                unsafe { mem::transmute(v) }
            }
            /// The category of the value.
            pub fn classify(self) -> FpCategory {
                if self.is_nan() {
                    FpCategory::Nan
                } else if self.is_infinite() {
                    FpCategory::Infinite
                } else if self == 0.0 {
                    FpCategory::Zero
                } else if self.abs_for_classify() < Self::MIN_POSITIVE {
                    FpCategory::Subnormal
                } else {
                    FpCategory::Normal
                }
            }
            // |self| for a value that is not NaN.
            fn abs_for_classify(self) -> $T {
                if self < 0.0 { -self } else { self }
            }
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
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        let name = match self {
            FpCategory::Nan => "Nan",
            FpCategory::Infinite => "Infinite",
            FpCategory::Zero => "Zero",
            FpCategory::Subnormal => "Subnormal",
            FpCategory::Normal => "Normal",
        };
        f.write_str(name)
    }
}

/// The error of parsing an integer.
pub struct ParseIntError {
    kind: IntErrorKind,
}
impl crate::fmt::Debug for ParseIntError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_struct("ParseIntError").field("kind", &self.kind).finish()
    }
}
impl Clone for ParseIntError {
    fn clone(&self) -> Self {
        ParseIntError { kind: self.kind.clone() }
    }
}
impl PartialEq for ParseIntError {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
    }
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let msg = match self.kind {
            IntErrorKind::Empty => "cannot parse integer from empty string",
            IntErrorKind::InvalidDigit => "invalid digit found in string",
            IntErrorKind::PosOverflow => "number too large to fit in target type",
            IntErrorKind::NegOverflow => "number too small to fit in target type",
            IntErrorKind::Zero => "number would be zero for non-zero type",
        };
        f.pad(msg)
    }
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
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        let name = match self {
            IntErrorKind::Empty => "Empty",
            IntErrorKind::InvalidDigit => "InvalidDigit",
            IntErrorKind::PosOverflow => "PosOverflow",
            IntErrorKind::NegOverflow => "NegOverflow",
            IntErrorKind::Zero => "Zero",
        };
        f.write_str(name)
    }
}
impl Clone for IntErrorKind {
    fn clone(&self) -> Self {
        match self {
            IntErrorKind::Empty => IntErrorKind::Empty,
            IntErrorKind::InvalidDigit => IntErrorKind::InvalidDigit,
            IntErrorKind::PosOverflow => IntErrorKind::PosOverflow,
            IntErrorKind::NegOverflow => IntErrorKind::NegOverflow,
            IntErrorKind::Zero => IntErrorKind::Zero,
        }
    }
}
impl PartialEq for IntErrorKind {
    fn eq(&self, other: &Self) -> bool {
        int_error_kind_index(self) == int_error_kind_index(other)
    }
}
impl Eq for IntErrorKind {}
fn int_error_kind_index(k: &IntErrorKind) -> u8 {
    match k {
        IntErrorKind::Empty => 0,
        IntErrorKind::InvalidDigit => 1,
        IntErrorKind::PosOverflow => 2,
        IntErrorKind::NegOverflow => 3,
        IntErrorKind::Zero => 4,
    }
}

/// The error of parsing a float.
pub struct ParseFloatError {
    kind: FloatErrorKind,
}
impl crate::fmt::Debug for ParseFloatError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_struct("ParseFloatError").field("kind", &self.kind).finish()
    }
}
impl Clone for ParseFloatError {
    fn clone(&self) -> Self {
        ParseFloatError { kind: self.kind.clone() }
    }
}
impl PartialEq for ParseFloatError {
    fn eq(&self, other: &Self) -> bool {
        self.kind == other.kind
    }
}
impl Eq for ParseFloatError {}
enum FloatErrorKind {
    Empty,
    Invalid,
}
impl crate::fmt::Debug for FloatErrorKind {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        let name = match self {
            FloatErrorKind::Empty => "Empty",
            FloatErrorKind::Invalid => "Invalid",
        };
        f.write_str(name)
    }
}
impl Clone for FloatErrorKind {
    fn clone(&self) -> Self {
        match self {
            FloatErrorKind::Empty => FloatErrorKind::Empty,
            FloatErrorKind::Invalid => FloatErrorKind::Invalid,
        }
    }
}
impl PartialEq for FloatErrorKind {
    fn eq(&self, other: &Self) -> bool {
        matches!(
            (self, other),
            (FloatErrorKind::Empty, FloatErrorKind::Empty) | (FloatErrorKind::Invalid, FloatErrorKind::Invalid)
        )
    }
}
impl Eq for FloatErrorKind {}
impl fmt::Display for ParseFloatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let msg = match self.kind {
            FloatErrorKind::Empty => "cannot parse float from empty string",
            FloatErrorKind::Invalid => "invalid float literal",
        };
        f.pad(msg)
    }
}

/// The error of a checked integer conversion.
pub struct TryFromIntError(pub(crate) ());
impl crate::fmt::Debug for TryFromIntError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_tuple("TryFromIntError").field(&self.0).finish()
    }
}
impl Copy for TryFromIntError {}
impl Clone for TryFromIntError {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for TryFromIntError {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
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
        impl PartialEq for $Ty {
            fn eq(&self, other: &Self) -> bool { self.0 == other.0 }
        }
        impl Eq for $Ty {}
        impl PartialOrd for $Ty {
            fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { self.0.partial_cmp(&other.0) }
        }
        impl Ord for $Ty {
            fn cmp(&self, other: &Self) -> crate::cmp::Ordering { self.0.cmp(&other.0) }
        }
        impl crate::hash::Hash for $Ty {
            fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { self.0.hash(state) }
        }
        impl fmt::Debug for $Ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&self.0, f) }
        }
        impl fmt::Display for $Ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&self.0, f) }
        }
        impl From<$Ty> for $Int {
            fn from(n: $Ty) -> $Int { n.0 }
        }
        impl $Ty {
            /// Wraps `n`, which must not be zero.
            #[must_use]
            pub const unsafe fn new_unchecked(n: $Int) -> Self {
                unsafe { Self(n) }
            }
            /// Wraps `n` if it is not zero.
            #[must_use]
            pub const fn new(n: $Int) -> Option<Self> {
                if n != 0 { Some(unsafe { Self(n) }) } else { None }
            }
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
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<T: Eq> Eq for Wrapping<T> {}
impl<T: PartialOrd> PartialOrd for Wrapping<T> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> {
        self.0.partial_cmp(&other.0)
    }
}
impl<T: Ord> Ord for Wrapping<T> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering {
        self.0.cmp(&other.0)
    }
}
impl<T: Clone> Clone for Wrapping<T> {
    fn clone(&self) -> Self {
        Wrapping(self.0.clone())
    }
}
impl<T: Copy> Copy for Wrapping<T> {}
impl<T: Default> Default for Wrapping<T> {
    fn default() -> Self {
        Wrapping(T::default())
    }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Wrapping<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
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
