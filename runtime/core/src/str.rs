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
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Clone for ParseBoolError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for ParseBoolError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
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
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Clone for Utf8Error {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for Utf8Error {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Utf8Error {
    pub const fn valid_up_to(&self) -> usize { self.valid_up_to }
    pub fn error_len(&self) -> Option<usize> { self.error_len.map(|len| len as usize) }
}
impl fmt::Display for Utf8Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// A `&str` from UTF-8 bytes, if valid (v0: not validated yet).
pub fn from_utf8(v: &[u8]) -> Result<&str, Utf8Error> { Ok(unsafe { from_utf8_unchecked(v) }) }
/// A `&mut str` from UTF-8 bytes, if valid (v0: not validated yet).
pub fn from_utf8_mut(v: &mut [u8]) -> Result<&mut str, Utf8Error> { Ok(unsafe { from_utf8_unchecked_mut(v) }) }
/// A `&str` from bytes that must be UTF-8.
pub const unsafe fn from_utf8_unchecked(v: &[u8]) -> &str { unsafe { crate::mem::transmute(v) } }
/// A `&mut str` from bytes that must be UTF-8.
pub unsafe fn from_utf8_unchecked_mut(v: &mut [u8]) -> &mut str { unsafe { &mut *(v as *mut [u8] as *mut str) } }

// Indexing by ranges (v0: no char boundary checks yet).
macro_rules! str_index {
    ($($R:ty),*) => {$(
        unsafe impl SliceIndex<str> for $R {
            type Output = str;
            fn get(self, slice: &str) -> Option<&str> {
                let b = self.get(slice.as_bytes())?;
                Some(unsafe { from_utf8_unchecked(b) })
            }
            fn get_mut(self, slice: &mut str) -> Option<&mut str> {
                let b = self.get_mut(unsafe { slice.as_bytes_mut() })?;
                Some(unsafe { from_utf8_unchecked_mut(b) })
            }
            unsafe fn get_unchecked(self, slice: *const str) -> *const str {
                unsafe { self.get_unchecked(slice as *const [u8]) as *const str }
            }
            unsafe fn get_unchecked_mut(self, slice: *mut str) -> *mut str {
                unsafe { self.get_unchecked_mut(slice as *mut [u8]) as *mut str }
            }
            fn index(self, slice: &str) -> &str { unsafe { from_utf8_unchecked(self.index(slice.as_bytes())) } }
            fn index_mut(self, slice: &mut str) -> &mut str {
                unsafe { from_utf8_unchecked_mut(self.index_mut(slice.as_bytes_mut())) }
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
    pub fn split_whitespace(&self) -> SplitWhitespace<'_> { crate::__rcc_unwritten!() }
    pub fn lines(&self) -> Lines<'_> { crate::__rcc_unwritten!() }
    pub fn contains<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_contained_in(self) }
    pub fn starts_with<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_prefix_of(self) }
    pub fn ends_with<'a, P: Pattern<'a>>(&'a self, pat: P) -> bool { pat.is_suffix_of(self) }
    pub fn find<'a, P: Pattern<'a>>(&'a self, pat: P) -> Option<usize> { Some(pat.into_searcher(self).next_match()?.0) }
    pub fn rfind<'a, P: Pattern<'a>>(&'a self, pat: P) -> Option<usize> { crate::__rcc_unwritten!() }
    pub fn split<'a, P: Pattern<'a>>(&'a self, pat: P) -> Split<'a, P> { crate::__rcc_unwritten!() }
    pub fn rsplit<'a, P: Pattern<'a>>(&'a self, pat: P) -> RSplit<'a, P> { crate::__rcc_unwritten!() }
    pub fn split_terminator<'a, P: Pattern<'a>>(&'a self, pat: P) -> SplitTerminator<'a, P> { crate::__rcc_unwritten!() }
    pub fn splitn<'a, P: Pattern<'a>>(&'a self, n: usize, pat: P) -> SplitN<'a, P> { crate::__rcc_unwritten!() }
    pub fn split_once<'a, P: Pattern<'a>>(&'a self, delimiter: P) -> Option<(&'a str, &'a str)> { crate::__rcc_unwritten!() }
    pub fn matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> Matches<'a, P> { crate::__rcc_unwritten!() }
    pub fn match_indices<'a, P: Pattern<'a>>(&'a self, pat: P) -> MatchIndices<'a, P> { crate::__rcc_unwritten!() }
    pub fn trim(&self) -> &str { crate::__rcc_unwritten!() }
    pub fn trim_start(&self) -> &str { crate::__rcc_unwritten!() }
    pub fn trim_end(&self) -> &str { crate::__rcc_unwritten!() }
    pub fn trim_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str { crate::__rcc_unwritten!() }
    pub fn trim_start_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str { crate::__rcc_unwritten!() }
    pub fn trim_end_matches<'a, P: Pattern<'a>>(&'a self, pat: P) -> &'a str { crate::__rcc_unwritten!() }
    pub fn strip_prefix<'a, P: Pattern<'a>>(&'a self, prefix: P) -> Option<&'a str> { crate::__rcc_unwritten!() }
    pub fn strip_suffix<'a, P: Pattern<'a>>(&'a self, suffix: P) -> Option<&'a str> { crate::__rcc_unwritten!() }
    pub fn parse<F: FromStr>(&self) -> Result<F, F::Err> { FromStr::from_str(self) }
    pub fn is_ascii(&self) -> bool { self.as_bytes().iter().all(|b| *b < 128) }
    pub fn eq_ignore_ascii_case(&self, other: &str) -> bool { crate::__rcc_unwritten!() }
    pub fn make_ascii_uppercase(&mut self) { crate::__rcc_unwritten!() }
    pub fn make_ascii_lowercase(&mut self) { crate::__rcc_unwritten!() }
}

/// The iterator of `str::chars`.
pub struct Chars<'a> {
    iter: slice::Iter<'a, u8>,
}
impl<'a> Clone for Chars<'a> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl<'a> Chars<'a> {
    pub fn as_str(&self) -> &'a str { unsafe { from_utf8_unchecked(self.iter.as_slice()) } }
}
impl<'a> Iterator for Chars<'a> {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        // UTF-8 decoding: the lead byte gives the length.
        let x = *self.iter.next()? as u32;
        if x < 0x80 {
            return char::from_u32(x);
        }
        let mut n = (!(x as u8)).leading_zeros();
        let mut c = x & (0x7f >> n);
        while n > 1 {
            c = (c << 6) | (*self.iter.next()? as u32 & 0x3f);
            n -= 1;
        }
        char::from_u32(c)
    }
}
impl DoubleEndedIterator for Chars<'_> {
    fn next_back(&mut self) -> Option<char> { crate::__rcc_unwritten!() }
}
impl FusedIterator for Chars<'_> {}
impl fmt::Debug for Chars<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
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
        self.front_offset += c.len_utf8();
        Some((self.front_offset - c.len_utf8(), c))
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

// The iterators over parts of a string (v0: not written yet).
macro_rules! str_iters {
    ($($(#[$a:meta])* $Name:ident;)*) => {$(
        $(#[$a])*
        pub struct $Name<'a, P: Pattern<'a>>(P::Searcher);
        impl<'a, P: Pattern<'a>> Iterator for $Name<'a, P> {
            type Item = &'a str;
            fn next(&mut self) -> Option<&'a str> { crate::__rcc_unwritten!() }
        }
    )*};
}
str_iters! {
    /// The iterator of `str::split`.
    Split;
    /// The iterator of `str::rsplit`.
    RSplit;
    /// The iterator of `str::split_terminator`.
    SplitTerminator;
    /// The iterator of `str::splitn`.
    SplitN;
    /// The iterator of `str::matches`.
    Matches;
}

/// The iterator of `str::match_indices`.
pub struct MatchIndices<'a, P: Pattern<'a>>(P::Searcher);
impl<'a, P: Pattern<'a>> Iterator for MatchIndices<'a, P> {
    type Item = (usize, &'a str);
    fn next(&mut self) -> Option<(usize, &'a str)> { crate::__rcc_unwritten!() }
}

/// The iterator of `str::split_whitespace`.
pub struct SplitWhitespace<'a> {
    inner: Split<'a, char>,
}
impl<'a> Iterator for SplitWhitespace<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> { crate::__rcc_unwritten!() }
}

/// The iterator of `str::lines`.
pub struct Lines<'a>(Split<'a, char>);
impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;
    fn next(&mut self) -> Option<&'a str> { crate::__rcc_unwritten!() }
}

/// String patterns: what `find`, `split`, `contains`... search for (a
/// `char`, a `&str`, a `char` predicate, a set of chars).
/// v0: a reduced `Searcher` (forward matches only).
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
        fn is_suffix_of(self, haystack: &'a str) -> bool { crate::__rcc_unwritten!() }
    }

    /// A search through a string, front to back.
    pub unsafe trait Searcher<'a> {
        /// The string searched.
        fn haystack(&self) -> &'a str;
        /// The byte range of the next match, if any.
        fn next_match(&mut self) -> Option<(usize, usize)>;
    }

    /// The searcher of a `&str` pattern.
    pub struct StrSearcher<'a, 'b> {
        haystack: &'a str,
        needle: &'b str,
        position: usize,
    }
    unsafe impl<'a, 'b> Searcher<'a> for StrSearcher<'a, 'b> {
        fn haystack(&self) -> &'a str { self.haystack }
        fn next_match(&mut self) -> Option<(usize, usize)> { crate::__rcc_unwritten!() }
    }
    impl<'a, 'b> Pattern<'a> for &'b str {
        type Searcher = StrSearcher<'a, 'b>;
        fn into_searcher(self, haystack: &'a str) -> StrSearcher<'a, 'b> {
            StrSearcher { haystack, needle: self, position: 0 }
        }
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
        fn matches(&mut self, c: char) -> bool { self.iter().any(|&m| m == c) }
    }
    impl MultiCharEq for &[char] {
        fn matches(&mut self, c: char) -> bool { self.iter().any(|&m| m == c) }
    }

    /// The searcher of the char patterns.
    pub struct CharPredicateSearcher<'a, F> {
        haystack: &'a str,
        position: usize,
        pred: F,
    }
    unsafe impl<'a, F: MultiCharEq> Searcher<'a> for CharPredicateSearcher<'a, F> {
        fn haystack(&self) -> &'a str { self.haystack }
        fn next_match(&mut self) -> Option<(usize, usize)> {
            let rest = &self.haystack[self.position..];
            for (i, c) in rest.char_indices() {
                if self.pred.matches(c) {
                    let start = self.position + i;
                    self.position = start + c.len_utf8();
                    return Some((start, self.position));
                }
            }
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
                    CharPredicateSearcher { haystack, position: 0, pred: self }
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
