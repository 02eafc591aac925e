//! String slices: UTF-8 conversion, indexing, iterators, patterns,
//! `FromStr`, and the inherent methods of `str` that do not allocate.

use crate::fmt;
use crate::iter::{DoubleEndedIterator, FusedIterator, Iterator};
use crate::ops;
use crate::slice::{self, SliceIndex};

use self::pattern::{Pattern, Searcher};

/// Parsing a value from a string (what `str::parse` calls).
pub trait FromStr: Sized {
    /// The associated error which can be returned from parsing.
    type Err;
    /// Parses a string `s` to return a value of this type.
    fn from_str(s: &str) -> Result<Self, Self::Err>;
}

impl FromStr for bool {
    type Err = ParseBoolError;
    fn from_str(s: &str) -> Result<bool, ParseBoolError> {
        match s {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(ParseBoolError { _priv: () }),
        }
    }
}

/// The error of parsing a `bool`.
pub struct ParseBoolError {
    _priv: (),
}
impl crate::fmt::Debug for ParseBoolError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { f.write_str("ParseBoolError") }
}
impl Clone for ParseBoolError {
    fn clone(&self) -> Self { ParseBoolError { _priv: () } }
}
impl PartialEq for ParseBoolError {
    fn eq(&self, _other: &Self) -> bool { true }
}
impl Eq for ParseBoolError {}
impl fmt::Display for ParseBoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad("provided string was not `true` or `false`")
    }
}

/// The error of UTF-8 validation.
pub struct Utf8Error {
    valid_up_to: usize,
    error_len: Option<u8>,
}
impl Copy for Utf8Error {}
impl Eq for Utf8Error {}
impl PartialEq for Utf8Error {
    fn eq(&self, other: &Self) -> bool { self.valid_up_to == other.valid_up_to && self.error_len == other.error_len }
}
impl Clone for Utf8Error {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for Utf8Error {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_struct("Utf8Error").field("valid_up_to", &self.valid_up_to).field("error_len", &self.error_len).finish()
    }
}
impl Utf8Error {
    pub const fn valid_up_to(&self) -> usize { self.valid_up_to }
    pub fn error_len(&self) -> Option<usize> { self.error_len.map(|len| len as usize) }
}
impl fmt::Display for Utf8Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.error_len {
            Some(len) => write!(f, "invalid utf-8 sequence of {} bytes from index {}", len, self.valid_up_to),
            None => write!(f, "incomplete utf-8 byte sequence from index {}", self.valid_up_to),
        }
    }
}

// Checks that `v` is well-formed UTF-8 (no overlongs, no surrogates, at
// most U+10FFFF).
fn validate_utf8(v: &[u8]) -> Result<(), Utf8Error> {
    let n = v.len();
    let mut i = 0;
    while i < n {
        let b = v[i];
        if b < 0x80 {
            i += 1;
            continue;
        }
        let width = if b >= 0xC2 && b <= 0xDF {
            2
        } else if b >= 0xE0 && b <= 0xEF {
            3
        } else if b >= 0xF0 && b <= 0xF4 {
            4
        } else {
            return Err(Utf8Error { valid_up_to: i, error_len: Some(1) });
        };
        if i + 1 >= n {
            return Err(Utf8Error { valid_up_to: i, error_len: None });
        }
        let b1 = v[i + 1];
        let (lo, hi) = if b == 0xE0 {
            (0xA0u8, 0xBFu8)
        } else if b == 0xED {
            (0x80, 0x9F)
        } else if b == 0xF0 {
            (0x90, 0xBF)
        } else if b == 0xF4 {
            (0x80, 0x8F)
        } else {
            (0x80, 0xBF)
        };
        if b1 < lo || b1 > hi {
            return Err(Utf8Error { valid_up_to: i, error_len: Some(1) });
        }
        let mut k = 2;
        while k < width {
            if i + k >= n {
                return Err(Utf8Error { valid_up_to: i, error_len: None });
            }
            if v[i + k] & 0xC0 != 0x80 {
                return Err(Utf8Error { valid_up_to: i, error_len: Some(k as u8) });
            }
            k += 1;
        }
        i += width;
    }
    Ok(())
}

// The UTF-8 length of a char.
fn utf8_len(c: char) -> usize {
    let c = c as u32;
    if c < 0x80 {
        1
    } else if c < 0x800 {
        2
    } else if c < 0x10000 {
        3
    } else {
        4
    }
}

// Decodes the char that starts at `s[0]` (`s` valid UTF-8, not empty):
// the char and its length.
fn decode_first(s: &[u8]) -> (char, usize) {
    let x = s[0] as u32;
    if x < 0x80 {
        return (unsafe { char::from_u32_unchecked(x) }, 1);
    }
    let (mut c, n) = if x < 0xE0 {
        (x & 0x1F, 2)
    } else if x < 0xF0 {
        (x & 0x0F, 3)
    } else {
        (x & 0x07, 4)
    };
    let mut k = 1;
    while k < n && k < s.len() {
        c = (c << 6) | (s[k] as u32 & 0x3F);
        k += 1;
    }
    (unsafe { char::from_u32_unchecked(c) }, n)
}

// Decodes the last char of `s` (valid UTF-8, not empty): the char and the
// index where it starts.
fn decode_last(s: &[u8]) -> (char, usize) {
    let mut k = s.len() - 1;
    while k > 0 && (s[k] & 0xC0) == 0x80 {
        k -= 1;
    }
    (decode_first(&s[k..]).0, k)
}

// Whether `c` has the Unicode White_Space property.
fn is_white_space(c: char) -> bool {
    let c = c as u32;
    if c < 0x80 {
        return c == 0x20 || (c >= 0x09 && c <= 0x0D);
    }
    c == 0x85
        || c == 0xA0
        || c == 0x1680
        || (c >= 0x2000 && c <= 0x200A)
        || c == 0x2028
        || c == 0x2029
        || c == 0x202F
        || c == 0x205F
        || c == 0x3000
}

/// A `&str` from UTF-8 bytes, if valid.
pub fn from_utf8(v: &[u8]) -> Result<&str, Utf8Error> {
    validate_utf8(v)?;
    Ok(unsafe { from_utf8_unchecked(v) })
}
/// A `&mut str` from UTF-8 bytes, if valid.
pub fn from_utf8_mut(v: &mut [u8]) -> Result<&mut str, Utf8Error> {
    validate_utf8(v)?;
    Ok(unsafe { from_utf8_unchecked_mut(v) })
}
/// A `&str` from bytes that must be UTF-8.
pub const unsafe fn from_utf8_unchecked(v: &[u8]) -> &str { unsafe { crate::mem::transmute(v) } }
/// A `&mut str` from bytes that must be UTF-8.
pub unsafe fn from_utf8_unchecked_mut(v: &mut [u8]) -> &mut str { unsafe { &mut *(v as *mut [u8] as *mut str) } }

// Indexing by ranges: both ends must be char boundaries.

// The byte range `r` selects in a string of length `len`, if it is in
// bounds (`None` when an inclusive end overflows).
fn str_range<R: ops::RangeBounds<usize>>(r: &R, len: usize) -> Option<(usize, usize)> {
    let start = match r.start_bound() {
        ops::Bound::Included(&s) => s,
        ops::Bound::Excluded(&s) => s.checked_add(1)?,
        ops::Bound::Unbounded => 0,
    };
    let end = match r.end_bound() {
        ops::Bound::Included(&e) => e.checked_add(1)?,
        ops::Bound::Excluded(&e) => e,
        ops::Bound::Unbounded => len,
    };
    Some((start, end))
}

// Whether `start..end` is a valid char range of `s`.
fn str_range_ok(s: &str, start: usize, end: usize) -> bool {
    start <= end && end <= s.len() && s.is_char_boundary(start) && s.is_char_boundary(end)
}

// The panic of a bad string slicing (what rustc's message says).
#[track_caller]
fn str_index_fail(s: &str, start: usize, end: usize) -> ! {
    // The string shown is cut at 256 bytes (on a char boundary).
    let mut cut = if s.len() > 256 { 256 } else { s.len() };
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    let shown = unsafe { from_utf8_unchecked(&s.as_bytes()[..cut]) };
    let ellipsis = if cut < s.len() { "[...]" } else { "" };
    if start > s.len() || end > s.len() {
        let oob = if start > s.len() { start } else { end };
        panic!("byte index {} is out of bounds of `{}`{}", oob, shown, ellipsis);
    }
    if start > end {
        panic!("begin <= end ({} <= {}) when slicing `{}`{}", start, end, shown, ellipsis);
    }
    let index = if !s.is_char_boundary(start) { start } else { end };
    let mut char_start = index;
    while !s.is_char_boundary(char_start) {
        char_start -= 1;
    }
    let (c, n) = decode_first(&s.as_bytes()[char_start..]);
    panic!(
        "byte index {} is not a char boundary; it is inside {:?} (bytes {:?}) of `{}`{}",
        index,
        c,
        char_start..char_start + n,
        shown,
        ellipsis
    );
}

macro_rules! str_index {
    ($($R:ty),*) => {$(
        unsafe impl SliceIndex<str> for $R {
            type Output = str;
            fn get(self, slice: &str) -> Option<&str> {
                let (start, end) = str_range(&self, slice.len())?;
                if !str_range_ok(slice, start, end) {
                    return None;
                }
                Some(unsafe { from_utf8_unchecked(&slice.as_bytes()[start..end]) })
            }
            fn get_mut(self, slice: &mut str) -> Option<&mut str> {
                let (start, end) = str_range(&self, slice.len())?;
                if !str_range_ok(slice, start, end) {
                    return None;
                }
                Some(unsafe { from_utf8_unchecked_mut(&mut slice.as_bytes_mut()[start..end]) })
            }
            unsafe fn get_unchecked(self, slice: *const str) -> *const str {
                unsafe { self.get_unchecked(slice as *const [u8]) as *const str }
            }
            unsafe fn get_unchecked_mut(self, slice: *mut str) -> *mut str {
                unsafe { self.get_unchecked_mut(slice as *mut [u8]) as *mut str }
            }
            #[track_caller]
            fn index(self, slice: &str) -> &str {
                let (start, end) = match str_range(&self, slice.len()) {
                    Some(r) => r,
                    None => crate::panicking::panic("attempted to index str up to maximum usize"),
                };
                if !str_range_ok(slice, start, end) {
                    str_index_fail(slice, start, end);
                }
                unsafe { from_utf8_unchecked(&slice.as_bytes()[start..end]) }
            }
            #[track_caller]
            fn index_mut(self, slice: &mut str) -> &mut str {
                let (start, end) = match str_range(&self, slice.len()) {
                    Some(r) => r,
                    None => crate::panicking::panic("attempted to index str up to maximum usize"),
                };
                if !str_range_ok(slice, start, end) {
                    str_index_fail(slice, start, end);
                }
                unsafe { from_utf8_unchecked_mut(&mut slice.as_bytes_mut()[start..end]) }
            }
        }
    )*};
}
str_index!(ops::Range<usize>, ops::RangeTo<usize>, ops::RangeFrom<usize>, ops::RangeFull,
           ops::RangeInclusive<usize>, ops::RangeToInclusive<usize>);

impl<I: SliceIndex<str>> ops::Index<I> for str {
    type Output = I::Output;
    fn index(&self, index: I) -> &I::Output { index.index(self) }
}
impl<I: SliceIndex<str>> ops::IndexMut<I> for str {
    fn index_mut(&mut self, index: I) -> &mut I::Output { index.index_mut(self) }
}

impl PartialEq for str {
    fn eq(&self, other: &str) -> bool { self.as_bytes() == other.as_bytes() }
}
impl Eq for str {}
impl PartialOrd for str {
    fn partial_cmp(&self, other: &str) -> Option<crate::cmp::Ordering> { Some(self.cmp(other)) }
}
impl Ord for str {
    fn cmp(&self, other: &str) -> crate::cmp::Ordering { self.as_bytes().cmp(other.as_bytes()) }
}
impl Default for &str {
    fn default() -> Self { "" }
}
impl AsRef<[u8]> for str {
    fn as_ref(&self) -> &[u8] { self.as_bytes() }
}

impl str {
    pub const fn len(&self) -> usize { self.as_bytes().len() }
    pub const fn is_empty(&self) -> bool { self.len() == 0 }
    pub fn is_char_boundary(&self, index: usize) -> bool {
        match self.as_bytes().get(index) {
            None => index == self.len(),
            Some(&b) => (b as i8) >= -0x40,
        }
    }
    pub const fn as_bytes(&self) -> &[u8] { unsafe { crate::mem::transmute(self) } }
    pub unsafe fn as_bytes_mut(&mut self) -> &mut [u8] { unsafe { &mut *(self as *mut str as *mut [u8]) } }
    pub const fn as_ptr(&self) -> *const u8 { self as *const str as *const u8 }
    pub fn as_mut_ptr(&mut self) -> *mut u8 { self as *mut str as *mut u8 }
    pub fn get<I: SliceIndex<str>>(&self, i: I) -> Option<&I::Output> { i.get(self) }
    pub fn get_mut<I: SliceIndex<str>>(&mut self, i: I) -> Option<&mut I::Output> { i.get_mut(self) }
    pub unsafe fn get_unchecked<I: SliceIndex<str>>(&self, i: I) -> &I::Output { unsafe { &*i.get_unchecked(self) } }
    pub fn split_at(&self, mid: usize) -> (&str, &str) { (&self[..mid], &self[mid..]) }
    pub fn chars(&self) -> Chars<'_> { Chars { iter: self.as_bytes().iter() } }
    pub fn char_indices(&self) -> CharIndices<'_> { CharIndices { front_offset: 0, iter: self.chars() } }
    pub fn bytes(&self) -> Bytes<'_> { Bytes(self.as_bytes().iter().copied()) }
    pub fn split_whitespace(&self) -> SplitWhitespace<'_> { SplitWhitespace { rest: self } }
    pub fn lines(&self) -> Lines<'_> { Lines { rest: self } }
    pub fn contains<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_contained_in(self) }
    pub fn starts_with<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_prefix_of(self) }
    pub fn ends_with<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_suffix_of(self) }
    pub fn find<'a, P: Pattern<'a>>(&'a self, pat: P) -> Option<usize> { Some(pat.into_searcher(self).next_match()?.0) }
    pub fn rfind<'a, P: Pattern<'a>>(&'a self, pat: P) -> Option<usize> {
        Some(pat.into_searcher(self).next_match_back()?.0)
    }
    pub fn split<'a, P: Pattern<'a>>(&'a self, pat: P) -> Split<'a, P> {
        Split { searcher: pat.into_searcher(self), start: 0, finished: false }
    }
    pub fn rsplit<'a, P: Pattern<'a>>(&'a self, pat: P) -> RSplit<'a, P> {
        RSplit { searcher: pat.into_searcher(self), end: self.len(), finished: false }
    }
    pub fn split_terminator<'a, P: Pattern<'a>>(&'a self, pat: P) -> SplitTerminator<'a, P> {
        SplitTerminator { searcher: pat.into_searcher(self), start: 0, finished: false }
    }
    pub fn splitn<'a, P: Pattern<'a>>(&'a self, n: usize, pat: P) -> SplitN<'a, P> {
        SplitN { searcher: pat.into_searcher(self), start: 0, finished: false, count: n }
    }
    pub fn split_once<'a, P: Pattern<'a>>(&'a self, delimiter: P) -> Option<(&'a str, &'a str)> {
        let (a, b) = delimiter.into_searcher(self).next_match()?;
        Some((&self[..a], &self[b..]))
    }
    pub fn matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> Matches<'a, P> { Matches { searcher: pat.into_searcher(self) } }
    pub fn match_indices<'a, P: Pattern<'a>>(&'a self, pat: P) -> MatchIndices<'a, P> {
        MatchIndices { searcher: pat.into_searcher(self) }
    }
    pub fn trim(&self) -> &str { self.trim_start().trim_end() }
    pub fn trim_start(&self) -> &str {
        let mut chars = self.chars();
        loop {
            let rest = chars.as_str();
            match chars.next() {
                Some(c) if is_white_space(c) => {}
                _ => return rest,
            }
        }
    }
    pub fn trim_end(&self) -> &str {
        let mut chars = self.chars();
        loop {
            let rest = chars.as_str();
            match chars.next_back() {
                Some(c) if is_white_space(c) => {}
                _ => return rest,
            }
        }
    }
    pub fn trim_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str {
        let mut searcher = pat.into_searcher(self);
        let mut i = 0;
        while let Some((a, b)) = searcher.next_match() {
            if a != i || b == a {
                break;
            }
            i = b;
        }
        if i == self.len() {
            return &self[i..];
        }
        let mut j = self.len();
        while let Some((a, b)) = searcher.next_match_back() {
            if b != j || a < i || b == a {
                break;
            }
            j = a;
        }
        &self[i..j]
    }
    pub fn trim_start_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str {
        let mut searcher = pat.into_searcher(self);
        let mut i = 0;
        while let Some((a, b)) = searcher.next_match() {
            if a != i || b == a {
                break;
            }
            i = b;
        }
        &self[i..]
    }
    pub fn trim_end_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str {
        let mut searcher = pat.into_searcher(self);
        let mut j = self.len();
        while let Some((a, b)) = searcher.next_match_back() {
            if b != j || b == a {
                break;
            }
            j = a;
        }
        &self[..j]
    }
    pub fn strip_prefix<'a, P: Pattern<'a>>(&'a self, prefix: P) -> Option<&'a str> {
        match prefix.into_searcher(self).next_match() {
            Some((0, b)) => Some(&self[b..]),
            _ => None,
        }
    }
    pub fn strip_suffix<'a, P: Pattern<'a>>(&'a self, suffix: P) -> Option<&'a str> {
        match suffix.into_searcher(self).next_match_back() {
            Some((a, b)) if b == self.len() => Some(&self[..a]),
            _ => None,
        }
    }
    pub fn parse<F: FromStr>(&self) -> Result<F, F::Err> { FromStr::from_str(self) }
    pub fn is_ascii(&self) -> bool { self.as_bytes().iter().all(|b| *b < 128) }
    pub fn eq_ignore_ascii_case(&self, other: &str) -> bool {
        let a = self.as_bytes();
        let b = other.as_bytes();
        if a.len() != b.len() {
            return false;
        }
        let mut i = 0;
        while i < a.len() {
            if ascii_lower(a[i]) != ascii_lower(b[i]) {
                return false;
            }
            i += 1;
        }
        true
    }
    pub fn make_ascii_uppercase(&mut self) {
        let bytes = unsafe { self.as_bytes_mut() };
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            if b >= b'a' && b <= b'z' {
                bytes[i] = b - 32;
            }
            i += 1;
        }
    }
    pub fn make_ascii_lowercase(&mut self) {
        let bytes = unsafe { self.as_bytes_mut() };
        let mut i = 0;
        while i < bytes.len() {
            bytes[i] = ascii_lower(bytes[i]);
            i += 1;
        }
    }
}

fn ascii_lower(b: u8) -> u8 {
    if b >= b'A' && b <= b'Z' { b + 32 } else { b }
}

/// The iterator of `str::chars`.
pub struct Chars<'a> {
    iter: slice::Iter<'a, u8>,
}
impl<'a> Clone for Chars<'a> {
    fn clone(&self) -> Self { Chars { iter: self.as_str().as_bytes().iter() } }
}
impl<'a> Chars<'a> {
    pub fn as_str(&self) -> &'a str { unsafe { from_utf8_unchecked(self.iter.as_slice()) } }
}
impl<'a> Iterator for Chars<'a> {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        let s: &'a [u8] = self.iter.as_slice();
        if s.is_empty() {
            return None;
        }
        let (c, n) = decode_first(s);
        let n = if n > s.len() { s.len() } else { n };
        self.iter = s[n..].iter();
        Some(c)
    }
}
impl DoubleEndedIterator for Chars<'_> {
    fn next_back(&mut self) -> Option<char> {
        let s = self.iter.as_slice();
        if s.is_empty() {
            return None;
        }
        let (c, k) = decode_last(s);
        self.iter = s[..k].iter();
        Some(c)
    }
}
impl FusedIterator for Chars<'_> {}
impl fmt::Debug for Chars<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Chars(")?;
        // rcc: a loop of `entry`, as `entries(self.clone())` fails to
        // type-check with rcc.
        let mut list = f.debug_list();
        let mut chars = self.clone();
        while let Some(c) = chars.next() {
            let c: char = c;
            list.entry(&c);
        }
        list.finish()?;
        f.write_str(")")
    }
}

/// The iterator of `str::char_indices`.
pub struct CharIndices<'a> {
    front_offset: usize,
    iter: Chars<'a>,
}
impl<'a> Iterator for CharIndices<'a> {
    type Item = (usize, char);
    fn next(&mut self) -> Option<(usize, char)> {
        let c = self.iter.next()?;
        let at = self.front_offset;
        self.front_offset += utf8_len(c);
        Some((at, c))
    }
}

/// The iterator of `str::bytes`.
pub struct Bytes<'a>(crate::iter::Copied<slice::Iter<'a, u8>>);
impl Iterator for Bytes<'_> {
    type Item = u8;
    fn next(&mut self) -> Option<u8> { self.0.next() }
}
impl DoubleEndedIterator for Bytes<'_> {
    fn next_back(&mut self) -> Option<u8> { self.0.next_back() }
}

// One step of a forward split: the piece before the next match, or the
// rest of the string after the last match (skipped when empty and
// `trailing_empty` is false).
fn split_step<'a, S: Searcher<'a>>(searcher: &mut S, start: &mut usize, finished: &mut bool, trailing_empty: bool) -> Option<&'a str> {
    if *finished {
        return None;
    }
    let haystack = searcher.haystack();
    match searcher.next_match() {
        Some((a, b)) => {
            let piece = &haystack[*start..a];
            *start = b;
            Some(piece)
        }
        None => {
            *finished = true;
            if !trailing_empty && *start == haystack.len() {
                return None;
            }
            Some(&haystack[*start..])
        }
    }
}

/// The iterator of `str::split`.
pub struct Split<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
    start: usize,
    finished: bool,
}
impl<'a, P: Pattern<'a>> Iterator for Split<'a, P> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> { split_step(&mut self.searcher, &mut self.start, &mut self.finished, true) }
}

/// The iterator of `str::rsplit`.
pub struct RSplit<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
    end: usize,
    finished: bool,
}
impl<'a, P: Pattern<'a>> Iterator for RSplit<'a, P> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        if self.finished {
            return None;
        }
        let haystack = self.searcher.haystack();
        match self.searcher.next_match_back() {
            Some((a, b)) => {
                let piece = &haystack[b..self.end];
                self.end = a;
                Some(piece)
            }
            None => {
                self.finished = true;
                Some(&haystack[..self.end])
            }
        }
    }
}

/// The iterator of `str::split_terminator`.
pub struct SplitTerminator<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
    start: usize,
    finished: bool,
}
impl<'a, P: Pattern<'a>> Iterator for SplitTerminator<'a, P> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> { split_step(&mut self.searcher, &mut self.start, &mut self.finished, false) }
}

/// The iterator of `str::splitn`.
pub struct SplitN<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
    start: usize,
    finished: bool,
    count: usize,
}
impl<'a, P: Pattern<'a>> Iterator for SplitN<'a, P> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        if self.count == 0 {
            return None;
        }
        self.count -= 1;
        if self.count == 0 {
            if self.finished {
                return None;
            }
            self.finished = true;
            return Some(&self.searcher.haystack()[self.start..]);
        }
        split_step(&mut self.searcher, &mut self.start, &mut self.finished, true)
    }
}

/// The iterator of `str::matches`.
pub struct Matches<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
}
impl<'a, P: Pattern<'a>> Iterator for Matches<'a, P> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        let (a, b) = self.searcher.next_match()?;
        Some(&self.searcher.haystack()[a..b])
    }
}

/// The iterator of `str::match_indices`.
pub struct MatchIndices<'a, P: Pattern<'a>> {
    searcher: P::Searcher,
}
impl<'a, P: Pattern<'a>> Iterator for MatchIndices<'a, P> {
    type Item = (usize, &'a str);
    fn next(&mut self) -> Option<(usize, &'a str)> {
        let (a, b) = self.searcher.next_match()?;
        Some((a, &self.searcher.haystack()[a..b]))
    }
}

/// The iterator of `str::split_whitespace`.
pub struct SplitWhitespace<'a> {
    rest: &'a str,
}
impl<'a> Iterator for SplitWhitespace<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        let rest: &'a str = self.rest.trim_start();
        if rest.is_empty() {
            self.rest = rest;
            return None;
        }
        let mut chars = rest.chars();
        loop {
            let after = chars.as_str();
            match chars.next() {
                Some(c) if !is_white_space(c) => {}
                _ => {
                    let end = rest.len() - after.len();
                    self.rest = after;
                    return Some(&rest[..end]);
                }
            }
        }
    }
}

/// The iterator of `str::lines`.
pub struct Lines<'a> {
    rest: &'a str,
}
impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> {
        let rest: &'a str = self.rest;
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let mut i = 0;
        while i < bytes.len() && bytes[i] != b'\n' {
            i += 1;
        }
        let line = &rest[..i];
        self.rest = if i < bytes.len() { &rest[i + 1..] } else { &rest[i..] };
        let n = line.len();
        if n > 0 && line.as_bytes()[n - 1] == b'\r' {
            Some(&line[..n - 1])
        } else {
            Some(line)
        }
    }
}

/// String patterns: what `find`, `split`, `contains`... search for (a
/// `char`, a `&str`, a `char` predicate, a set of chars).
/// v0: a reduced `Searcher` (forward matches, and `next_match_back`).
pub mod pattern {
    /// A string pattern.
    pub trait Pattern<'a>: Sized {
        /// The searcher of this pattern.
        type Searcher: Searcher<'a>;
        /// A searcher over `haystack`.
        fn into_searcher(self, haystack: &'a str) -> Self::Searcher;
        fn is_contained_in(self, haystack: &'a str) -> bool { self.into_searcher(haystack).next_match().is_some() }
        fn is_prefix_of(self, haystack: &'a str) -> bool {
            matches!(self.into_searcher(haystack).next_match(), Some((0, _)))
        }
        fn is_suffix_of(self, haystack: &'a str) -> bool {
            let len = haystack.len();
            match self.into_searcher(haystack).next_match_back() {
                Some((_, b)) => b == len,
                None => false,
            }
        }
    }

    /// A search through a string, front to back (and, independently,
    /// back to front).
    pub unsafe trait Searcher<'a> {
        /// The string searched.
        fn haystack(&self) -> &'a str;
        /// The byte range of the next match, if any.
        fn next_match(&mut self) -> Option<(usize, usize)>;
        /// The byte range of the next match from the back, if any (rcc:
        /// the back search is independent of the front one).
        #[doc(hidden)]
        fn next_match_back(&mut self) -> Option<(usize, usize)> { crate::__rcc_unwritten!() }
    }

    /// The searcher of a `&str` pattern.
    pub struct StrSearcher<'a, 'b> {
        haystack: &'a str,
        needle: &'b str,
        position: usize,
        end: usize,
        front_done: bool,
        back_done: bool,
    }
    // Whether `needle` occurs in `h` at `i` (`i + needle.len() <= h.len()`).
    fn bytes_at(h: &[u8], i: usize, needle: &[u8]) -> bool {
        let mut k = 0;
        while k < needle.len() {
            if h[i + k] != needle[k] {
                return false;
            }
            k += 1;
        }
        true
    }
    unsafe impl<'a, 'b> Searcher<'a> for StrSearcher<'a, 'b> {
        fn haystack(&self) -> &'a str { self.haystack }
        fn next_match(&mut self) -> Option<(usize, usize)> {
            if self.front_done {
                return None;
            }
            let h = self.haystack.as_bytes();
            let n = self.needle.as_bytes();
            if n.is_empty() {
                // An empty needle matches at every char boundary.
                let p = self.position;
                if p >= h.len() {
                    self.front_done = true;
                } else {
                    let mut q = p + 1;
                    while q < h.len() && (h[q] & 0xC0) == 0x80 {
                        q += 1;
                    }
                    self.position = q;
                }
                return Some((p, p));
            }
            let mut i = self.position;
            while i + n.len() <= h.len() {
                if bytes_at(h, i, n) {
                    self.position = i + n.len();
                    return Some((i, self.position));
                }
                i += 1;
            }
            self.front_done = true;
            None
        }
        fn next_match_back(&mut self) -> Option<(usize, usize)> {
            if self.back_done {
                return None;
            }
            let h = self.haystack.as_bytes();
            let n = self.needle.as_bytes();
            if n.is_empty() {
                let p = self.end;
                if p == 0 {
                    self.back_done = true;
                } else {
                    let mut q = p - 1;
                    while q > 0 && (h[q] & 0xC0) == 0x80 {
                        q -= 1;
                    }
                    self.end = q;
                }
                return Some((p, p));
            }
            if n.len() <= self.end {
                let mut i = self.end - n.len() + 1;
                while i > 0 {
                    i -= 1;
                    if bytes_at(h, i, n) {
                        self.end = i;
                        return Some((i, i + n.len()));
                    }
                }
            }
            self.back_done = true;
            None
        }
    }
    impl<'a, 'b> Pattern<'a> for &'b str {
        type Searcher = StrSearcher<'a, 'b>;
        fn into_searcher(self, haystack: &'a str) -> StrSearcher<'a, 'b> {
            StrSearcher { haystack, needle: self, position: 0, end: haystack.len(), front_done: false, back_done: false }
        }
    }

    impl<'a, 'b, 'c> Pattern<'a> for &'c &'b str {
        type Searcher = StrSearcher<'a, 'b>;
        fn into_searcher(self, haystack: &'a str) -> StrSearcher<'a, 'b> { (*self).into_searcher(haystack) }
    }

    /// What the char patterns have in common: they match one char.
    pub trait MultiCharEq {
        fn matches(&mut self, c: char) -> bool;
    }
    impl MultiCharEq for char {
        fn matches(&mut self, c: char) -> bool { *self == c }
    }
    impl<F: FnMut(char) -> bool> MultiCharEq for F {
        fn matches(&mut self, c: char) -> bool { (*self)(c) }
    }
    impl<const N: usize> MultiCharEq for [char; N] {
        fn matches(&mut self, c: char) -> bool { char_in(&self[..], c) }
    }
    impl MultiCharEq for &[char] {
        fn matches(&mut self, c: char) -> bool { char_in(&self[..], c) }
    }

    // Whether `c` is one of `set` (rcc: a plain loop; `iter().any(|&m| ..)`
    // does not type-check with rcc here).
    fn char_in(set: &[char], c: char) -> bool {
        let mut i = 0;
        while i < set.len() {
            if set[i] == c {
                return true;
            }
            i += 1;
        }
        false
    }

    /// The searcher of the char patterns.
    pub struct CharPredicateSearcher<'a, F> {
        haystack: &'a str,
        position: usize,
        end: usize,
        pred: F,
    }
    unsafe impl<'a, F: MultiCharEq> Searcher<'a> for CharPredicateSearcher<'a, F> {
        fn haystack(&self) -> &'a str { self.haystack }
        fn next_match(&mut self) -> Option<(usize, usize)> {
            let mut chars = self.haystack[self.position..].chars();
            loop {
                let start = self.haystack.len() - chars.as_str().len();
                let c = match chars.next() {
                    Some(c) => c,
                    None => break,
                };
                if self.pred.matches(c) {
                    self.position = self.haystack.len() - chars.as_str().len();
                    return Some((start, self.position));
                }
            }
            self.position = self.haystack.len();
            None
        }
        fn next_match_back(&mut self) -> Option<(usize, usize)> {
            let mut chars = self.haystack[..self.end].chars();
            loop {
                let end = chars.as_str().len();
                let c = match chars.next_back() {
                    Some(c) => c,
                    None => break,
                };
                if self.pred.matches(c) {
                    self.end = chars.as_str().len();
                    return Some((self.end, end));
                }
            }
            self.end = 0;
            None
        }
    }
    /// The searcher of a `char` pattern.
    pub type CharSearcher<'a> = CharPredicateSearcher<'a, char>;

    macro_rules! char_pattern {
        ($(impl[$($g:tt)*] $P:ty;)*) => {$(
            impl<'a, $($g)*> Pattern<'a> for $P {
                type Searcher = CharPredicateSearcher<'a, $P>;
                fn into_searcher(self, haystack: &'a str) -> Self::Searcher {
                    CharPredicateSearcher { haystack, position: 0, end: haystack.len(), pred: self }
                }
            }
        )*};
    }
    char_pattern! {
        impl[] char;
        impl['b] &'b [char];
        impl[const N: usize] [char; N];
        impl[F: FnMut(char) -> bool] F;
    }
}
