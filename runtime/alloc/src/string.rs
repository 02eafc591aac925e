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
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { Some(self.as_bytes().cmp(other.as_bytes())) }
}
impl Eq for String {}
impl Ord for String {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { self.as_bytes().cmp(other.as_bytes()) }
}

// The UTF-8 encoding of `ch` in `buf`, and its length.
fn encode_char(ch: char, buf: &mut [u8; 4]) -> usize {
    let c = ch as u32;
    if c < 0x80 {
        buf[0] = c as u8;
        1
    } else if c < 0x800 {
        buf[0] = 0xC0 | (c >> 6) as u8;
        buf[1] = 0x80 | (c & 0x3F) as u8;
        2
    } else if c < 0x10000 {
        buf[0] = 0xE0 | (c >> 12) as u8;
        buf[1] = 0x80 | ((c >> 6) & 0x3F) as u8;
        buf[2] = 0x80 | (c & 0x3F) as u8;
        3
    } else {
        buf[0] = 0xF0 | (c >> 18) as u8;
        buf[1] = 0x80 | ((c >> 12) & 0x3F) as u8;
        buf[2] = 0x80 | ((c >> 6) & 0x3F) as u8;
        buf[3] = 0x80 | (c & 0x3F) as u8;
        4
    }
}

// Panics (with std's assertion message, `name` being the index's name
// there) unless `idx` is a char boundary of `s`.
fn assert_boundary(s: &str, idx: usize, name: &str) {
    if !s.is_char_boundary(idx) {
        panic!("assertion failed: self.is_char_boundary({})", name);
    }
}

// The start and end of `range` within `0..len`, checked.
fn resolve_range<R: RangeBounds<usize>>(range: &R, len: usize) -> (usize, usize) {
    let start = match range.start_bound() {
        ops::Bound::Included(&s) => s,
        ops::Bound::Excluded(&s) => s + 1,
        ops::Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        ops::Bound::Included(&e) => e + 1,
        ops::Bound::Excluded(&e) => e,
        ops::Bound::Unbounded => len,
    };
    if start > end {
        panic!("slice index starts at {} but ends at {}", start, end);
    }
    if end > len {
        panic!("range end index {} out of range for slice of length {}", end, len);
    }
    (start, end)
}

/// The error of `String::from_utf8`.
pub struct FromUtf8Error {
    bytes: Vec<u8>,
    error: Utf8Error,
}
impl core::fmt::Debug for FromUtf8Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FromUtf8Error").field("bytes", &self.bytes).field("error", &self.error).finish()
    }
}
impl Clone for FromUtf8Error {
    fn clone(&self) -> Self { FromUtf8Error { bytes: self.bytes.clone(), error: self.error } }
}
impl PartialEq for FromUtf8Error {
    fn eq(&self, other: &Self) -> bool { self.bytes == other.bytes && self.error == other.error }
}
impl Eq for FromUtf8Error {}

/// The error of `String::from_utf16`.
pub struct FromUtf16Error(());
impl core::fmt::Debug for FromUtf16Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { f.debug_tuple("FromUtf16Error").field(&()).finish() }
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
    pub fn from_utf8_lossy(v: &[u8]) -> Cow<'_, str> {
        let mut rest = v;
        let mut out = String::new();
        loop {
            match str::from_utf8(rest) {
                Ok(s) => {
                    if out.is_empty() && rest.len() == v.len() {
                        return Cow::Borrowed(s);
                    }
                    out.push_str(s);
                    return Cow::Owned(out);
                }
                Err(e) => {
                    let good = e.valid_up_to();
                    out.push_str(unsafe { str::from_utf8_unchecked(&rest[..good]) });
                    out.push('\u{FFFD}');
                    match e.error_len() {
                        Some(n) => rest = &rest[good + n..],
                        None => return Cow::Owned(out),
                    }
                }
            }
        }
    }
    /// A string from UTF-16, if valid.
    pub fn from_utf16(v: &[u16]) -> Result<String, FromUtf16Error> {
        let mut out = String::with_capacity(v.len());
        let mut i = 0;
        while i < v.len() {
            let u = v[i] as u32;
            i += 1;
            let c = if u < 0xD800 || u > 0xDFFF {
                u
            } else if u <= 0xDBFF && i < v.len() && (v[i] as u32) >= 0xDC00 && (v[i] as u32) <= 0xDFFF {
                let lo = v[i] as u32;
                i += 1;
                0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00)
            } else {
                return Err(FromUtf16Error(()));
            };
            out.push(unsafe { char::from_u32_unchecked(c) });
        }
        Ok(out)
    }
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
        let mut buf = [0u8; 4];
        let n = encode_char(ch, &mut buf);
        if n == 1 {
            self.vec.push(buf[0]);
        } else {
            self.vec.extend_from_slice(&buf[..n]);
        }
    }
    pub fn as_bytes(&self) -> &[u8] { &self.vec }
    pub fn truncate(&mut self, new_len: usize) {
        if new_len <= self.len() {
            assert_boundary(self, new_len, "new_len");
            self.vec.truncate(new_len)
        }
    }
    pub fn pop(&mut self) -> Option<char> {
        let ch = self.chars().next_back()?;
        let new_len = self.len() - utf8_len(ch);
        self.vec.truncate(new_len);
        Some(ch)
    }
    pub fn remove(&mut self, idx: usize) -> char {
        let ch = match self[idx..].chars().next() {
            Some(ch) => ch,
            None => panic!("cannot remove a char from the end of a string"),
        };
        let n = utf8_len(ch);
        let len = self.len();
        let bytes: &mut [u8] = &mut self.vec;
        let mut i = idx;
        while i + n < len {
            bytes[i] = bytes[i + n];
            i += 1;
        }
        self.vec.truncate(len - n);
        ch
    }
    pub fn retain<F: FnMut(char) -> bool>(&mut self, mut f: F) {
        let len = self.len();
        let mut read = 0;
        let mut write = 0;
        while read < len {
            let ch = match self[read..].chars().next() {
                Some(ch) => ch,
                None => break,
            };
            let n = utf8_len(ch);
            if f(ch) {
                let bytes: &mut [u8] = &mut self.vec;
                let mut k = 0;
                while k < n {
                    bytes[write + k] = bytes[read + k];
                    k += 1;
                }
                write += n;
            }
            read += n;
        }
        self.vec.truncate(write);
    }
    pub fn insert(&mut self, idx: usize, ch: char) {
        let mut buf = [0u8; 4];
        let n = encode_char(ch, &mut buf);
        self.insert_bytes(idx, &buf[..n]);
    }
    pub fn insert_str(&mut self, idx: usize, string: &str) { self.insert_bytes(idx, string.as_bytes()) }
    pub unsafe fn as_mut_vec(&mut self) -> &mut Vec<u8> { &mut self.vec }
    pub fn len(&self) -> usize { self.vec.len() }
    pub fn is_empty(&self) -> bool { self.len() == 0 }
    pub fn split_off(&mut self, at: usize) -> String {
        assert_boundary(self, at, "at");
        let mut other = Vec::with_capacity(self.len() - at);
        other.extend_from_slice(&self.vec[at..]);
        self.vec.truncate(at);
        String { vec: other }
    }
    pub fn clear(&mut self) { self.vec.clear() }
    pub fn drain<R: RangeBounds<usize>>(&mut self, range: R) -> Drain<'_> {
        // v0: the drained chars are moved out at once.
        let (start, end) = resolve_range(&range, self.len());
        assert_boundary(self, start, "start");
        assert_boundary(self, end, "end");
        let taken = String::from(&self[start..end]);
        self.replace_bytes(start, end, b"");
        Drain { string: self as *mut String, _marker: core::marker::PhantomData, taken, pos: 0 }
    }
    pub fn replace_range<R: RangeBounds<usize>>(&mut self, range: R, replace_with: &str) {
        match range.start_bound() {
            ops::Bound::Included(&n) => assert_boundary(self, n, "n"),
            ops::Bound::Excluded(&n) => assert_boundary(self, n + 1, "n + 1"),
            ops::Bound::Unbounded => {}
        }
        match range.end_bound() {
            ops::Bound::Included(&n) => assert_boundary(self, n + 1, "n + 1"),
            ops::Bound::Excluded(&n) => assert_boundary(self, n, "n"),
            ops::Bound::Unbounded => {}
        }
        let (start, end) = resolve_range(&range, self.len());
        self.replace_bytes(start, end, replace_with.as_bytes());
    }
    pub fn into_boxed_str(self) -> Box<str> {
        let slice = self.vec.into_boxed_slice();
        unsafe { crate::str::from_boxed_utf8_unchecked(slice) }
    }

    // Inserts `bytes` at `idx` (a char boundary).
    fn insert_bytes(&mut self, idx: usize, bytes: &[u8]) {
        assert_boundary(self, idx, "idx");
        self.replace_bytes(idx, idx, bytes);
    }

    // Replaces the bytes `start..end` by `with`.
    fn replace_bytes(&mut self, start: usize, end: usize, with: &[u8]) {
        let mut tail = Vec::with_capacity(self.len() - end);
        tail.extend_from_slice(&self.vec[end..]);
        self.vec.truncate(start);
        self.vec.extend_from_slice(with);
        self.vec.extend_from_slice(&tail);
    }
}

// The UTF-8 length of a char.
fn utf8_len(ch: char) -> usize {
    let mut buf = [0u8; 4];
    encode_char(ch, &mut buf)
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
            // rcc: `as_str()`, as `&s` (deref-coerced) makes rcc infer `s: str`.
            self.push_str(s.as_str());
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

impl<'a, 'b> core::str::pattern::Pattern<'a> for &'b String {
    type Searcher = core::str::pattern::StrSearcher<'a, 'b>;
    fn into_searcher(self, haystack: &'a str) -> core::str::pattern::StrSearcher<'a, 'b> {
        let s: &'b str = self.as_str();
        s.into_searcher(haystack)
    }
}

/// The iterator of `String::drain`.
pub struct Drain<'a> {
    string: *mut String,
    _marker: core::marker::PhantomData<&'a mut String>,
    taken: String,
    pos: usize,
}
impl Iterator for Drain<'_> {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        let _ = self.string;
        let ch = self.taken[self.pos..].chars().next()?;
        self.pos += utf8_len(ch);
        Some(ch)
    }
}
