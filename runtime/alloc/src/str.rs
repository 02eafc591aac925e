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
    pub fn into_boxed_bytes(self: Box<str>) -> Box<[u8]> { unsafe { Box::from_raw(Box::into_raw(self) as *mut [u8]) } }
    /// Replaces all matches of a pattern with another string.
    #[rustc_allow_incoherent_impl]
    pub fn replace<'a, P: pattern::Pattern<'a>>(&'a self, from: P, to: &str) -> String {
        let mut result = String::new();
        let mut last = 0;
        for (start, part) in self.match_indices(from) {
            result.push_str(&self[last..start]);
            result.push_str(to);
            last = start + part.len();
        }
        result.push_str(&self[last..]);
        result
    }
    /// Replaces the first `count` matches of a pattern.
    #[rustc_allow_incoherent_impl]
    pub fn replacen<'a, P: pattern::Pattern<'a>>(&'a self, pat: P, to: &str, count: usize) -> String {
        let mut result = String::new();
        let mut last = 0;
        for (start, part) in self.match_indices(pat).take(count) {
            result.push_str(&self[last..start]);
            result.push_str(to);
            last = start + part.len();
        }
        result.push_str(&self[last..]);
        result
    }
    /// The lower-case equivalent (v0: not written yet).
    #[rustc_allow_incoherent_impl]
    pub fn to_lowercase(&self) -> String {
        let mut result = String::with_capacity(self.len());
        let mut prev_cased = false;
        let mut chars = self.chars();
        while let Some(c) = chars.next() {
            if c as u32 == 0x3A3 && prev_cased && !chars.clone().next().map_or(false, is_cased) {
                // A final sigma.
                result.push(ch(0x3C2));
            } else {
                push_lower(&mut result, c);
            }
            prev_cased = is_cased(c);
        }
        result
    }
    /// The upper-case equivalent (v0: not written yet).
    #[rustc_allow_incoherent_impl]
    pub fn to_uppercase(&self) -> String {
        let mut result = String::with_capacity(self.len());
        for c in self.chars() {
            push_upper(&mut result, c);
        }
        result
    }
    /// Converts a `Box<str>` into a `String`.
    #[rustc_allow_incoherent_impl]
    pub fn into_string(self: Box<str>) -> String { String::from(&*self) }
    /// The string repeated `n` times.
    #[rustc_allow_incoherent_impl]
    pub fn repeat(&self, n: usize) -> String {
        let mut result = String::with_capacity(self.len() * n);
        let mut i = 0;
        while i < n {
            result.push_str(self);
            i += 1;
        }
        result
    }
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

// Case mapping (v0: ASCII, Latin-1, Latin Extended-A, basic Greek and
// Cyrillic; the full Unicode tables are not written yet).
fn ch(c: u32) -> char { unsafe { char::from_u32_unchecked(c) } }

// Whether `c` is a letter with case (v0: in the ranges mapped here).
fn is_cased(c: char) -> bool {
    let u = c as u32;
    (u >= 0x41 && u <= 0x5A)
        || (u >= 0x61 && u <= 0x7A)
        || u == 0xB5
        || (u >= 0xC0 && u <= 0x17F && u != 0xD7 && u != 0xF7)
        || (u >= 0x391 && u <= 0x3C9 && u != 0x3A2)
        || (u >= 0x400 && u <= 0x45F)
}

fn push_lower(out: &mut String, c: char) {
    let u = c as u32;
    let l = if (u >= 0x41 && u <= 0x5A) || (u >= 0xC0 && u <= 0xDE && u != 0xD7) {
        u + 32
    } else if u < 0x100 {
        u
    } else if u == 0x130 {
        out.push('i');
        0x307
    } else if (u >= 0x100 && u <= 0x137) || (u >= 0x14A && u <= 0x177) {
        u | 1
    } else if (u >= 0x139 && u <= 0x148) || (u >= 0x179 && u <= 0x17E) {
        if u & 1 == 1 { u + 1 } else { u }
    } else if u == 0x178 {
        0xFF
    } else if (u >= 0x391 && u <= 0x3A9 && u != 0x3A2) || (u >= 0x410 && u <= 0x42F) {
        u + 32
    } else if u >= 0x400 && u <= 0x40F {
        u + 80
    } else {
        u
    };
    out.push(ch(l));
}

fn push_upper(out: &mut String, c: char) {
    let u = c as u32;
    let up = if (u >= 0x61 && u <= 0x7A) || (u >= 0xE0 && u <= 0xFE && u != 0xF7) {
        u - 32
    } else if u == 0xDF {
        out.push('S');
        0x53
    } else if u == 0xB5 {
        0x39C
    } else if u == 0xFF {
        0x178
    } else if u < 0x100 {
        u
    } else if u == 0x131 {
        0x49
    } else if u == 0x149 {
        out.push(ch(0x2BC));
        0x4E
    } else if u == 0x17F {
        0x53
    } else if (u >= 0x100 && u <= 0x137) || (u >= 0x14A && u <= 0x177) {
        u & !1
    } else if (u >= 0x139 && u <= 0x148) || (u >= 0x179 && u <= 0x17E) {
        if u & 1 == 0 { u - 1 } else { u }
    } else if u == 0x3C2 {
        0x3A3
    } else if (u >= 0x3B1 && u <= 0x3C9) || (u >= 0x430 && u <= 0x44F) {
        u - 32
    } else if u >= 0x450 && u <= 0x45F {
        u - 80
    } else {
        u
    };
    out.push(ch(up));
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
