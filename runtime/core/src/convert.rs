//! Conversions between types: `From`/`Into`, `TryFrom`/`TryInto`,
//! `AsRef`/`AsMut`, and the numeric conversions.

use crate::fmt;
use crate::hash::{Hash, Hasher};
use crate::num::TryFromIntError;

/// The identity function.
pub const fn identity<T>(x: T) -> T {
    x
}

/// Cheap reference-to-reference conversion.
#[rustc_diagnostic_item = "AsRef"]
pub trait AsRef<T: ?Sized> {
    /// Converts this type into a shared reference of the input type.
    fn as_ref(&self) -> &T;
}

/// Cheap mutable-reference-to-mutable-reference conversion.
#[rustc_diagnostic_item = "AsMut"]
pub trait AsMut<T: ?Sized> {
    /// Converts this type into a mutable reference of the input type.
    fn as_mut(&mut self) -> &mut T;
}

/// Value-to-value conversion consuming the input (see `From`).
#[rustc_diagnostic_item = "Into"]
pub trait Into<T>: Sized {
    /// Converts this type into the (usually inferred) input type.
    #[must_use]
    fn into(self) -> T;
}

/// Value-to-value conversion; `?` converts errors with it.
#[rustc_diagnostic_item = "From"]
pub trait From<T>: Sized {
    /// Converts to this type from the input type.
    #[lang = "from"]
    #[must_use]
    fn from(_: T) -> Self;
}

/// Fallible conversion consuming the input (see `TryFrom`).
#[rustc_diagnostic_item = "TryInto"]
pub trait TryInto<T>: Sized {
    /// The type returned in the event of a conversion error.
    type Error;
    /// Performs the conversion.
    fn try_into(self) -> Result<T, Self::Error>;
}

/// Fallible value-to-value conversion.
#[rustc_diagnostic_item = "TryFrom"]
pub trait TryFrom<T>: Sized {
    /// The type returned in the event of a conversion error.
    type Error;
    /// Performs the conversion.
    fn try_from(value: T) -> Result<Self, Self::Error>;
}

impl<T: ?Sized, U: ?Sized> AsRef<U> for &T
where
    T: AsRef<U>,
{
    fn as_ref(&self) -> &U {
        <T as AsRef<U>>::as_ref(*self)
    }
}
impl<T: ?Sized, U: ?Sized> AsRef<U> for &mut T
where
    T: AsRef<U>,
{
    fn as_ref(&self) -> &U {
        <T as AsRef<U>>::as_ref(*self)
    }
}
impl<T: ?Sized, U: ?Sized> AsMut<U> for &mut T
where
    T: AsMut<U>,
{
    fn as_mut(&mut self) -> &mut U {
        (*self).as_mut()
    }
}
impl<T, U> Into<U> for T
where
    U: From<T>,
{
    fn into(self) -> U {
        U::from(self)
    }
}
impl<T> From<T> for T {
    fn from(t: T) -> T {
        t
    }
}
impl<T, U> TryInto<U> for T
where
    U: TryFrom<T>,
{
    type Error = U::Error;
    fn try_into(self) -> Result<U, U::Error> {
        U::try_from(self)
    }
}
impl<T, U> TryFrom<U> for T
where
    U: Into<T>,
{
    type Error = Infallible;
    fn try_from(value: U) -> Result<Self, Self::Error> {
        Ok(U::into(value))
    }
}
impl<T> AsRef<[T]> for [T] {
    fn as_ref(&self) -> &[T] {
        self
    }
}
impl<T> AsMut<[T]> for [T] {
    fn as_mut(&mut self) -> &mut [T] {
        self
    }
}
impl AsRef<str> for str {
    fn as_ref(&self) -> &str {
        self
    }
}

/// The error type for errors that can never happen.
pub enum Infallible {}
impl Copy for Infallible {}

impl Clone for Infallible {
    fn clone(&self) -> Infallible {
        match *self {}
    }
}
impl fmt::Debug for Infallible {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}
impl fmt::Display for Infallible {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}
impl PartialEq for Infallible {
    fn eq(&self, _: &Infallible) -> bool {
        match *self {}
    }
}
impl Eq for Infallible {}
impl PartialOrd for Infallible {
    fn partial_cmp(&self, _other: &Self) -> Option<crate::cmp::Ordering> {
        match *self {}
    }
}
impl Ord for Infallible {
    fn cmp(&self, _other: &Self) -> crate::cmp::Ordering {
        match *self {}
    }
}
impl From<!> for Infallible {
    fn from(x: !) -> Self {
        x
    }
}
impl Hash for Infallible {
    fn hash<H: Hasher>(&self, _: &mut H) {
        match *self {}
    }
}

/// Float-to-integer conversion (`f32::to_int_unchecked`).
pub trait FloatToInt<Int>: Sealed + Sized {
    #[doc(hidden)]
    unsafe fn to_int_unchecked(self) -> Int;
}
mod private {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
}
use private::Sealed;

// ---- numeric conversions -------------------------------------------------

// Lossless conversions: `From`, by `as`.
macro_rules! impl_from {
    ($($Small:ty => $($Large:ty)*;)*) => {$($(
        impl From<$Small> for $Large {
            fn from(small: $Small) -> Self {
                small as Self
            }
        }
    )*)*};
}
impl_from! {
    bool => u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize;
    u8 => u16 u32 u64 u128 usize i16 i32 i64 i128 isize f32 f64;
    u16 => u32 u64 u128 usize i32 i64 i128 f32 f64;
    u32 => u64 u128 i64 i128 f64;
    u64 => u128 i128;
    i8 => i16 i32 i64 i128 isize f32 f64;
    i16 => i32 i64 i128 isize f32 f64;
    i32 => i64 i128 f64;
    i64 => i128;
    f32 => f64;
    char => u32 u64 u128;
}

impl From<u8> for char {
    fn from(i: u8) -> Self {
        i as char
    }
}

impl TryFrom<u32> for char {
    type Error = crate::char::CharTryFromError;
    fn try_from(i: u32) -> Result<Self, Self::Error> { crate::__rcc_unwritten!() }
}

// v0: `TryFrom` between integer types is not written yet.
