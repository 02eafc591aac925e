//! `String`: a UTF-8 encoded, growable string.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::iter::FromIterator;
use core::ops::{self, Add, AddAssign, Deref, DerefMut, Index, IndexMut, RangeBounds};
use core::slice::SliceIndex;
use core::str::{self, FromStr, Utf8Error};

use crate::borrow::{Cow, ToOwned};
use crate::boxed::Box;
use crate::vec::Vec;

/// A UTF-8 encoded, growable string.
#[rustc_diagnostic_item = "String"]
pub struct String {
    vec: Vec<u8>,
}
impl PartialOrd for String {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Eq for String {}
impl Ord for String {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}

/// The error of `String::from_utf8`.
pub struct FromUtf8Error {
    bytes: Vec<u8>,
    error: Utf8Error,
}
impl core::fmt::Debug for FromUtf8Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Clone for FromUtf8Error {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for FromUtf8Error {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for FromUtf8Error {}

/// The error of `String::from_utf16`.
pub struct FromUtf16Error(());
impl core::fmt::Debug for FromUtf16Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

impl String {
    /// An empty string.
    pub const fn new() -> String { String { vec: Vec::new() } }
    /// An empty string with room for `capacity` bytes.
    pub fn with_capacity(capacity: usize) -> String { String { vec: Vec::with_capacity(capacity) } }
    /// A string from UTF-8 bytes, if valid.
    pub fn from_utf8(vec: Vec<u8>) -> Result<String, FromUtf8Error> {
        match str::from_utf8(&vec) {
            Ok(..) => Ok(String { vec }),
            Err(e) => Err(FromUtf8Error { bytes: vec, error: e }),
        }
    }
    /// A string from bytes, invalid sequences replaced by U+FFFD.
    pub fn from_utf8_lossy(v: &[u8]) -> Cow<'_, str> { core::__rcc_unwritten!() }
    /// A string from UTF-16, if valid.
    pub fn from_utf16(v: &[u16]) -> Result<String, FromUtf16Error> { core::__rcc_unwritten!() }
    /// A string from bytes that must be UTF-8.
    pub unsafe fn from_utf8_unchecked(bytes: Vec<u8>) -> String { String { vec: bytes } }
    pub unsafe fn from_raw_parts(buf: *mut u8, length: usize, capacity: usize) -> String {
        unsafe { String { vec: Vec::from_raw_parts(buf, length, capacity) } }
    }
    pub fn into_bytes(self) -> Vec<u8> { self.vec }
    pub fn as_str(&self) -> &str { self }
    pub fn as_mut_str(&mut self) -> &mut str { self }
    pub fn push_str(&mut self, string: &str) { self.vec.extend_from_slice(string.as_bytes()) }
    pub fn capacity(&self) -> usize { self.vec.capacity() }
    pub fn reserve(&mut self, additional: usize) { self.vec.reserve(additional) }
    pub fn reserve_exact(&mut self, additional: usize) { self.vec.reserve_exact(additional) }
    pub fn shrink_to_fit(&mut self) { self.vec.shrink_to_fit() }
    pub fn push(&mut self, ch: char) {
        match ch.len_utf8() {
            1 => self.vec.push(ch as u8),
            _ => self.vec.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes()),
        }
    }
    pub fn as_bytes(&self) -> &[u8] { &self.vec }
    pub fn truncate(&mut self, new_len: usize) { self.vec.truncate(new_len) }
    pub fn pop(&mut self) -> Option<char> { core::__rcc_unwritten!() }
    pub fn remove(&mut self, idx: usize) -> char { core::__rcc_unwritten!() }
    pub fn retain<F: FnMut(char) -> bool>(&mut self, f: F) { core::__rcc_unwritten!() }
    pub fn insert(&mut self, idx: usize, ch: char) { core::__rcc_unwritten!() }
    pub fn insert_str(&mut self, idx: usize, string: &str) { core::__rcc_unwritten!() }
    pub unsafe fn as_mut_vec(&mut self) -> &mut Vec<u8> { &mut self.vec }
    pub fn len(&self) -> usize { self.vec.len() }
    pub fn is_empty(&self) -> bool { self.len() == 0 }
    pub fn split_off(&mut self, at: usize) -> String { core::__rcc_unwritten!() }
    pub fn clear(&mut self) { self.vec.clear() }
    pub fn drain<R: RangeBounds<usize>>(&mut self, range: R) -> Drain<'_> { core::__rcc_unwritten!() }
    pub fn replace_range<R: RangeBounds<usize>>(&mut self, range: R, replace_with: &str) { core::__rcc_unwritten!() }
    pub fn into_boxed_str(self) -> Box<str> { core::__rcc_unwritten!() }
}

impl FromUtf8Error {
    pub fn as_bytes(&self) -> &[u8] { &self.bytes[..] }
    pub fn into_bytes(self) -> Vec<u8> { self.bytes }
    pub fn utf8_error(&self) -> Utf8Error { self.error }
}
impl fmt::Display for FromUtf8Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&self.error, f) }
}
impl fmt::Display for FromUtf16Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt("invalid utf-16: lone surrogate found", f) }
}

impl Clone for String {
    fn clone(&self) -> Self { String { vec: self.vec.clone() } }
}
impl FromIterator<char> for String {
    fn from_iter<I: IntoIterator<Item = char>>(iter: I) -> String {
        let mut buf = String::new();
        buf.extend(iter);
        buf
    }
}
impl<'a> FromIterator<&'a char> for String {
    fn from_iter<I: IntoIterator<Item = &'a char>>(iter: I) -> String {
        let mut buf = String::new();
        buf.extend(iter);
        buf
    }
}
impl<'a> FromIterator<&'a str> for String {
    fn from_iter<I: IntoIterator<Item = &'a str>>(iter: I) -> String {
        let mut buf = String::new();
        buf.extend(iter);
        buf
    }
}
impl FromIterator<String> for String {
    fn from_iter<I: IntoIterator<Item = String>>(iter: I) -> String {
        let mut buf = String::new();
        buf.extend(iter);
        buf
    }
}
impl Extend<char> for String {
    fn extend<I: IntoIterator<Item = char>>(&mut self, iter: I) {
        for c in iter {
            self.push(c);
        }
    }
}
impl<'a> Extend<&'a char> for String {
    fn extend<I: IntoIterator<Item = &'a char>>(&mut self, iter: I) {
        for c in iter {
            self.push(*c);
        }
    }
}
impl<'a> Extend<&'a str> for String {
    fn extend<I: IntoIterator<Item = &'a str>>(&mut self, iter: I) {
        for s in iter {
            self.push_str(s);
        }
    }
}
impl Extend<String> for String {
    fn extend<I: IntoIterator<Item = String>>(&mut self, iter: I) {
        for s in iter {
            self.push_str(&s);
        }
    }
}

// Comparisons between `String`, `str`, `&str` and `Cow<str>`.
macro_rules! impl_eq {
    ($($lhs:ty, $rhs:ty;)*) => {$(
        impl<'a, 'b> PartialEq<$rhs> for $lhs {
            fn eq(&self, other: &$rhs) -> bool { PartialEq::eq(&self[..], &other[..]) }
        }
        impl<'a, 'b> PartialEq<$lhs> for $rhs {
            fn eq(&self, other: &$lhs) -> bool { PartialEq::eq(&self[..], &other[..]) }
        }
    )*};
}
impl_eq! { String, str; String, &'a str; Cow<'a, str>, str; Cow<'a, str>, &'b str; Cow<'a, str>, String; }
impl PartialEq for String {
    fn eq(&self, other: &String) -> bool { PartialEq::eq(&self[..], &other[..]) }
}

impl Default for String {
    fn default() -> String { String::new() }
}
impl fmt::Display for String {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&**self, f) }
}
impl fmt::Debug for String {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl Hash for String {
    fn hash<H: Hasher>(&self, hasher: &mut H) { (**self).hash(hasher) }
}
impl Add<&str> for String {
    type Output = String;
    fn add(mut self, other: &str) -> String {
        self.push_str(other);
        self
    }
}
impl AddAssign<&str> for String {
    fn add_assign(&mut self, other: &str) { self.push_str(other); }
}
impl<I: SliceIndex<str>> Index<I> for String {
    type Output = I::Output;
    fn index(&self, index: I) -> &I::Output { index.index(self.as_str()) }
}
impl<I: SliceIndex<str>> IndexMut<I> for String {
    fn index_mut(&mut self, index: I) -> &mut I::Output { index.index_mut(self.as_mut_str()) }
}
impl Deref for String {
    type Target = str;
    fn deref(&self) -> &str { unsafe { str::from_utf8_unchecked(&self.vec) } }
}
impl DerefMut for String {
    fn deref_mut(&mut self) -> &mut str { unsafe { str::from_utf8_unchecked_mut(&mut *self.vec) } }
}
impl FromStr for String {
    type Err = core::convert::Infallible;
    fn from_str(s: &str) -> Result<String, Self::Err> { Ok(String::from(s)) }
}

/// Conversion to a `String` (every `Display` type has it).
pub trait ToString {
    /// Converts the value to a `String`.
    fn to_string(&self) -> String;
}
impl<T: fmt::Display + ?Sized> ToString for T {
    fn to_string(&self) -> String {
        let mut buf = String::new();
        let mut formatter = core::fmt::Formatter::new(&mut buf);
        fmt::Display::fmt(self, &mut formatter).expect("a Display implementation returned an error unexpectedly");
        buf
    }
}

impl AsRef<str> for String {
    fn as_ref(&self) -> &str { self }
}
impl AsMut<str> for String {
    fn as_mut(&mut self) -> &mut str { self }
}
impl AsRef<[u8]> for String {
    fn as_ref(&self) -> &[u8] { self.as_bytes() }
}
impl From<&str> for String {
    fn from(s: &str) -> String { s.to_owned() }
}
impl From<&mut str> for String {
    fn from(s: &mut str) -> String { (&*s).to_owned() }
}
impl From<&String> for String {
    fn from(s: &String) -> String { s.clone() }
}
impl From<Box<str>> for String {
    fn from(s: Box<str>) -> String { s.into_string() }
}
impl From<String> for Box<str> {
    fn from(s: String) -> Box<str> { s.into_boxed_str() }
}
impl<'a> From<Cow<'a, str>> for String {
    fn from(s: Cow<'a, str>) -> String { s.into_owned() }
}
impl<'a> From<&'a str> for Cow<'a, str> {
    fn from(s: &'a str) -> Cow<'a, str> { Cow::Borrowed(s) }
}
impl<'a> From<String> for Cow<'a, str> {
    fn from(s: String) -> Cow<'a, str> { Cow::Owned(s) }
}
impl<'a> From<&'a String> for Cow<'a, str> {
    fn from(s: &'a String) -> Cow<'a, str> { Cow::Borrowed(s.as_str()) }
}
impl From<String> for Vec<u8> {
    fn from(string: String) -> Vec<u8> { string.into_bytes() }
}
impl From<char> for String {
    fn from(c: char) -> Self {
        let mut s = String::new();
        s.push(c);
        s
    }
}
impl fmt::Write for String {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s);
        Ok(())
    }
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.push(c);
        Ok(())
    }
}
impl core::borrow::Borrow<str> for String {
    fn borrow(&self) -> &str { &self[..] }
}
impl core::borrow::BorrowMut<str> for String {
    fn borrow_mut(&mut self) -> &mut str { &mut self[..] }
}

/// The iterator of `String::drain`.
pub struct Drain<'a> {
    string: *mut String,
    _marker: core::marker::PhantomData<&'a mut String>,
}
impl Iterator for Drain<'_> {
    type Item = char;
    fn next(&mut self) -> Option<char> { core::__rcc_unwritten!() }
}
