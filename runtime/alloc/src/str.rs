//! String slices: core's str items, and the methods of `str` that allocate.

use core::borrow::Borrow;

use crate::borrow::ToOwned;
use crate::boxed::Box;
use crate::slice::{Concat, Join};
use crate::string::String;
use crate::vec::Vec;

pub use core::str::pattern;
pub use core::str::{from_utf8, from_utf8_mut, from_utf8_unchecked, from_utf8_unchecked_mut};
pub use core::str::{Bytes, CharIndices, Chars, FromStr, Lines, MatchIndices, Matches, ParseBoolError};
pub use core::str::{RSplit, Split, SplitN, SplitTerminator, SplitWhitespace, Utf8Error};

impl str {
    /// Converts a `Box<str>` into a `Box<[u8]>`.
    #[rustc_allow_incoherent_impl]
    pub fn into_boxed_bytes(self: Box<str>) -> Box<[u8]> { core::__rcc_unwritten!() }
    /// Replaces all matches of a pattern with another string.
    #[rustc_allow_incoherent_impl]
    pub fn replace<'a, P: pattern::Pattern<'a>>(&'a self, from: P, to: &str) -> String { core::__rcc_unwritten!() }
    /// Replaces the first `count` matches of a pattern.
    #[rustc_allow_incoherent_impl]
    pub fn replacen<'a, P: pattern::Pattern<'a>>(&'a self, pat: P, to: &str, count: usize) -> String { core::__rcc_unwritten!() }
    /// The lower-case equivalent (v0: not written yet).
    #[rustc_allow_incoherent_impl]
    pub fn to_lowercase(&self) -> String { core::__rcc_unwritten!() }
    /// The upper-case equivalent (v0: not written yet).
    #[rustc_allow_incoherent_impl]
    pub fn to_uppercase(&self) -> String { core::__rcc_unwritten!() }
    /// Converts a `Box<str>` into a `String`.
    #[rustc_allow_incoherent_impl]
    pub fn into_string(self: Box<str>) -> String { core::__rcc_unwritten!() }
    /// The string repeated `n` times.
    #[rustc_allow_incoherent_impl]
    pub fn repeat(&self, n: usize) -> String { core::__rcc_unwritten!() }
    /// The ASCII upper-case equivalent.
    #[rustc_allow_incoherent_impl]
    pub fn to_ascii_uppercase(&self) -> String {
        let mut s = self.to_owned();
        s.make_ascii_uppercase();
        s
    }
    /// The ASCII lower-case equivalent.
    #[rustc_allow_incoherent_impl]
    pub fn to_ascii_lowercase(&self) -> String {
        let mut s = self.to_owned();
        s.make_ascii_lowercase();
        s
    }
}

impl ToOwned for str {
    type Owned = String;
    fn to_owned(&self) -> String { unsafe { String::from_utf8_unchecked(self.as_bytes().to_owned()) } }
}

impl<S: Borrow<str>> Concat<str> for [S] {
    type Output = String;
    fn concat(slice: &Self) -> String {
        let mut result = String::new();
        for s in slice {
            result.push_str(s.borrow())
        }
        result
    }
}
impl<S: Borrow<str>> Join<&str> for [S] {
    type Output = String;
    fn join(slice: &Self, sep: &str) -> String {
        let mut result = String::new();
        for (i, s) in slice.iter().enumerate() {
            if i > 0 {
                result.push_str(sep);
            }
            result.push_str(s.borrow())
        }
        result
    }
}

/// A `Box<str>` from UTF-8 bytes, unchecked.
pub unsafe fn from_boxed_utf8_unchecked(v: Box<[u8]>) -> Box<str> {
    unsafe { Box::from_raw(Box::into_raw(v) as *mut str) }
}
