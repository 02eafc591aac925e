//! The `char` type: conversions and classification.
//! v0: classification beyond ASCII covers whitespace only; the Unicode
//! tables for letters, numbers and case mapping are not written yet.

use crate::fmt::{self, Write};
use crate::iter::{FusedIterator, Iterator};

/// The highest valid code point.
pub const MAX: char = char::MAX;
/// U+FFFD, what invalid sequences decode to.
pub const REPLACEMENT_CHARACTER: char = char::REPLACEMENT_CHARACTER;

/// The `char` with code point `i`, if valid.
#[must_use]
pub const fn from_u32(i: u32) -> Option<char> { crate::__rcc_unwritten!() }

/// The `char` with code point `i`, which must be valid.
#[must_use]
pub const unsafe fn from_u32_unchecked(i: u32) -> char {
    unsafe { crate::mem::transmute(i) }
}

/// The digit `num` in base `radix`, as a char.
#[must_use]
pub const fn from_digit(num: u32, radix: u32) -> Option<char> { crate::__rcc_unwritten!() }

/// The error of `char::try_from(u32)`.
pub struct CharTryFromError(pub(crate) ());
impl Copy for CharTryFromError {}
impl Clone for CharTryFromError {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for CharTryFromError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl PartialEq for CharTryFromError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for CharTryFromError {}
impl fmt::Display for CharTryFromError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// The error of parsing a `char`.
pub struct ParseCharError {
    too_many: bool,
}
impl Clone for ParseCharError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl crate::fmt::Debug for ParseCharError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl PartialEq for ParseCharError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for ParseCharError {}
impl fmt::Display for ParseCharError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}
impl crate::str::FromStr for char {
    type Err = ParseCharError;
    fn from_str(s: &str) -> Result<Self, Self::Err> { crate::__rcc_unwritten!() }
}

impl char {
    /// The highest valid code point.
    pub const MAX: char = '\u{10ffff}';
    /// U+FFFD REPLACEMENT CHARACTER.
    pub const REPLACEMENT_CHARACTER: char = '\u{FFFD}';

    /// The `char` with code point `i`, if valid.
    #[must_use]
    pub const fn from_u32(i: u32) -> Option<char> {
        from_u32(i)
    }
    /// The `char` with code point `i`, which must be valid.
    #[must_use]
    pub const unsafe fn from_u32_unchecked(i: u32) -> char {
        unsafe { from_u32_unchecked(i) }
    }
    /// The digit `num` in base `radix`.
    #[must_use]
    pub const fn from_digit(num: u32, radix: u32) -> Option<char> {
        from_digit(num, radix)
    }
    /// Whether the char is a digit in base `radix`.
    pub fn is_digit(self, radix: u32) -> bool {
        self.to_digit(radix).is_some()
    }
    /// The value of the char as a digit in base `radix`.
    pub const fn to_digit(self, radix: u32) -> Option<u32> { crate::__rcc_unwritten!() }
    /// The number of bytes of the char in UTF-8.
    #[must_use]
    pub const fn len_utf8(self) -> usize { crate::__rcc_unwritten!() }
    /// The number of `u16`s of the char in UTF-16.
    #[must_use]
    pub const fn len_utf16(self) -> usize {
        if (self as u32) < 0x10000 { 1 } else { 2 }
    }
    /// Encodes the char as UTF-8 into `dst`, returning the written part.
    #[track_caller]
    pub fn encode_utf8(self, dst: &mut [u8]) -> &mut str { crate::__rcc_unwritten!() }
    /// Whether the char is alphabetic (v0: ASCII letters only).
    #[must_use]
    pub fn is_alphabetic(self) -> bool {
        self.is_ascii_alphabetic()
    }
    /// Whether the char is lower case (v0: ASCII only).
    #[must_use]
    pub fn is_lowercase(self) -> bool {
        self.is_ascii_lowercase()
    }
    /// Whether the char is upper case (v0: ASCII only).
    #[must_use]
    pub fn is_uppercase(self) -> bool {
        self.is_ascii_uppercase()
    }
    /// Whether the char is Unicode `White_Space`.
    #[must_use]
    pub fn is_whitespace(self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is alphanumeric (v0: ASCII only).
    #[must_use]
    pub fn is_alphanumeric(self) -> bool {
        self.is_alphabetic() || self.is_numeric()
    }
    /// Whether the char is a control character (C0 and C1).
    #[must_use]
    pub fn is_control(self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is numeric (v0: ASCII digits only).
    #[must_use]
    pub fn is_numeric(self) -> bool {
        self.is_ascii_digit()
    }
    /// The lower-case mapping (v0: ASCII only).
    #[must_use = "this returns the lowercase character as a new iterator, without modifying the original"]
    pub fn to_lowercase(self) -> ToLowercase {
        ToLowercase(Some(self.to_ascii_lowercase()))
    }
    /// The upper-case mapping (v0: ASCII only).
    #[must_use = "this returns the uppercase character as a new iterator, without modifying the original"]
    pub fn to_uppercase(self) -> ToUppercase {
        ToUppercase(Some(self.to_ascii_uppercase()))
    }
    /// Whether the char is ASCII.
    #[must_use]
    pub const fn is_ascii(&self) -> bool {
        *self as u32 <= 0x7F
    }
    /// The ASCII upper-case of the char.
    #[must_use = "to uppercase the value in-place, use `make_ascii_uppercase()`"]
    pub const fn to_ascii_uppercase(&self) -> char { crate::__rcc_unwritten!() }
    /// The ASCII lower-case of the char.
    #[must_use = "to lowercase the value in-place, use `make_ascii_lowercase()`"]
    pub const fn to_ascii_lowercase(&self) -> char { crate::__rcc_unwritten!() }
    /// ASCII case-insensitive equality.
    pub const fn eq_ignore_ascii_case(&self, other: &char) -> bool { crate::__rcc_unwritten!() }
    /// Converts to ASCII upper case in place.
    pub fn make_ascii_uppercase(&mut self) {
        *self = self.to_ascii_uppercase();
    }
    /// Converts to ASCII lower case in place.
    pub fn make_ascii_lowercase(&mut self) {
        *self = self.to_ascii_lowercase();
    }
    /// Whether the char is an ASCII letter.
    #[must_use]
    pub const fn is_ascii_alphabetic(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII upper-case letter.
    #[must_use]
    pub const fn is_ascii_uppercase(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII lower-case letter.
    #[must_use]
    pub const fn is_ascii_lowercase(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII letter or digit.
    #[must_use]
    pub const fn is_ascii_alphanumeric(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII decimal digit.
    #[must_use]
    pub const fn is_ascii_digit(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII hexadecimal digit.
    #[must_use]
    pub const fn is_ascii_hexdigit(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is ASCII punctuation.
    #[must_use]
    pub const fn is_ascii_punctuation(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII graphic character.
    #[must_use]
    pub const fn is_ascii_graphic(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is ASCII whitespace.
    #[must_use]
    pub const fn is_ascii_whitespace(&self) -> bool { crate::__rcc_unwritten!() }
    /// Whether the char is an ASCII control character.
    #[must_use]
    pub const fn is_ascii_control(&self) -> bool { crate::__rcc_unwritten!() }
}

/// The iterator of `char::to_lowercase`.
pub struct ToLowercase(Option<char>);
impl Iterator for ToLowercase {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        self.0.take()
    }
}
impl FusedIterator for ToLowercase {}
impl fmt::Display for ToLowercase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// The iterator of `char::to_uppercase`.
pub struct ToUppercase(Option<char>);
impl Iterator for ToUppercase {
    type Item = char;
    fn next(&mut self) -> Option<char> {
        self.0.take()
    }
}
impl FusedIterator for ToUppercase {}
impl fmt::Display for ToUppercase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}
