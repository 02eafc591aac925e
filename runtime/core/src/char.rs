//! The `char` type: conversions and classification.
//! v0: classification beyond ASCII is approximate: whitespace is exact;
//! letters, numbers and case cover the common scripts by ranges (no
//! Unicode tables yet), and multi-char case mappings (ß -> SS) are missing.

use crate::fmt::{self, Write};
use crate::iter::{FusedIterator, Iterator};

/// The highest valid code point.
pub const MAX: char = char::MAX;
/// U+FFFD, what invalid sequences decode to.
pub const REPLACEMENT_CHARACTER: char = char::REPLACEMENT_CHARACTER;

/// The `char` with code point `i`, if valid.
#[must_use]
pub const fn from_u32(i: u32) -> Option<char> {
    if i > 0x10FFFF || (i >= 0xD800 && i <= 0xDFFF) {
        None
    } else {
        Some(unsafe { from_u32_unchecked(i) })
    }
}

/// The `char` with code point `i`, which must be valid.
#[must_use]
pub const unsafe fn from_u32_unchecked(i: u32) -> char {
    unsafe { crate::mem::transmute(i) }
}

/// The digit `num` in base `radix`, as a char.
#[must_use]
pub const fn from_digit(num: u32, radix: u32) -> Option<char> {
    if radix > 36 {
        panic!("from_digit: radix is too high (maximum 36)");
    }
    if num < radix {
        let b = if num < 10 { b'0' + num as u8 } else { b'a' + (num - 10) as u8 };
        Some(b as char)
    } else {
        None
    }
}

// How `ParseCharError`'s kind shows in `{:?}`.
struct CharErrorKindName(&'static str);
impl fmt::Debug for CharErrorKindName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The error of `char::try_from(u32)`.
pub struct CharTryFromError(pub(crate) ());
impl Copy for CharTryFromError {}
impl Clone for CharTryFromError {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for CharTryFromError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_tuple("CharTryFromError").field(&self.0).finish()
    }
}
impl PartialEq for CharTryFromError {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}
impl Eq for CharTryFromError {}
impl fmt::Display for CharTryFromError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad("converted integer out of range for `char`")
    }
}

/// The error of parsing a `char`.
pub struct ParseCharError {
    too_many: bool,
}
impl Clone for ParseCharError {
    fn clone(&self) -> Self {
        ParseCharError { too_many: self.too_many }
    }
}
impl crate::fmt::Debug for ParseCharError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        let kind = if self.too_many { "TooManyChars" } else { "EmptyString" };
        f.debug_struct("ParseCharError").field("kind", &CharErrorKindName(kind)).finish()
    }
}
impl PartialEq for ParseCharError {
    fn eq(&self, other: &Self) -> bool {
        self.too_many == other.too_many
    }
}
impl Eq for ParseCharError {}
impl fmt::Display for ParseCharError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.too_many {
            f.pad("too many characters in string")
        } else {
            f.pad("cannot parse char from empty string")
        }
    }
}
impl crate::str::FromStr for char {
    type Err = ParseCharError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let len = bytes.len();
        if len == 0 {
            return Err(ParseCharError { too_many: false });
        }
        let b0 = bytes[0] as u32;
        let (width, init) = if b0 < 0x80 {
            (1, b0)
        } else if b0 < 0xE0 {
            (2, b0 & 0x1F)
        } else if b0 < 0xF0 {
            (3, b0 & 0x0F)
        } else {
            (4, b0 & 0x07)
        };
        if len != width {
            return Err(ParseCharError { too_many: true });
        }
        let mut code = init;
        let mut i = 1;
        while i < width {
            code = (code << 6) | (bytes[i] as u32 & 0x3F);
            i += 1;
        }
        Ok(unsafe { from_u32_unchecked(code) })
    }
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
    pub const fn to_digit(self, radix: u32) -> Option<u32> {
        if radix > 10 && radix > 36 {
            panic!("to_digit: radix is too high (maximum 36)");
        }
        let c = self as u32;
        let d = if c >= '0' as u32 && c <= '9' as u32 {
            c - '0' as u32
        } else if radix > 10 && c >= 'a' as u32 && c <= 'z' as u32 {
            c - 'a' as u32 + 10
        } else if radix > 10 && c >= 'A' as u32 && c <= 'Z' as u32 {
            c - 'A' as u32 + 10
        } else {
            return None;
        };
        if d < radix { Some(d) } else { None }
    }
    /// The number of bytes of the char in UTF-8.
    #[must_use]
    pub const fn len_utf8(self) -> usize {
        let c = self as u32;
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
    /// The number of `u16`s of the char in UTF-16.
    #[must_use]
    pub const fn len_utf16(self) -> usize {
        if (self as u32) < 0x10000 { 1 } else { 2 }
    }
    /// Encodes the char as UTF-8 into `dst`, returning the written part.
    #[track_caller]
    pub fn encode_utf8(self, dst: &mut [u8]) -> &mut str {
        let len = self.len_utf8();
        let c = self as u32;
        if dst.len() < len {
            panic!(
                "encode_utf8: need {} bytes to encode U+{:X}, but the buffer has {}",
                len,
                c,
                dst.len()
            );
        }
        match len {
            1 => {
                dst[0] = c as u8;
            }
            2 => {
                dst[0] = (0xC0 | (c >> 6)) as u8;
                dst[1] = (0x80 | (c & 0x3F)) as u8;
            }
            3 => {
                dst[0] = (0xE0 | (c >> 12)) as u8;
                dst[1] = (0x80 | ((c >> 6) & 0x3F)) as u8;
                dst[2] = (0x80 | (c & 0x3F)) as u8;
            }
            _ => {
                dst[0] = (0xF0 | (c >> 18)) as u8;
                dst[1] = (0x80 | ((c >> 12) & 0x3F)) as u8;
                dst[2] = (0x80 | ((c >> 6) & 0x3F)) as u8;
                dst[3] = (0x80 | (c & 0x3F)) as u8;
            }
        }
        unsafe {
            let bytes = crate::slice::from_raw_parts_mut(dst.as_mut_ptr(), len);
            crate::str::from_utf8_unchecked_mut(bytes)
        }
    }
    /// Whether the char is alphabetic (v0: common scripts only).
    #[must_use]
    pub fn is_alphabetic(self) -> bool {
        is_letter(self as u32)
    }
    /// Whether the char is lower case (v0: common scripts only).
    #[must_use]
    pub fn is_lowercase(self) -> bool {
        is_lower(self as u32)
    }
    /// Whether the char is upper case (v0: common scripts only).
    #[must_use]
    pub fn is_uppercase(self) -> bool {
        is_upper(self as u32)
    }
    /// Whether the char is Unicode `White_Space`.
    #[must_use]
    pub fn is_whitespace(self) -> bool {
        matches!(
            self as u32,
            0x09..=0x0D | 0x20 | 0x85 | 0xA0 | 0x1680 | 0x2000..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000
        )
    }
    /// Whether the char is alphanumeric (v0: common scripts only).
    #[must_use]
    pub fn is_alphanumeric(self) -> bool {
        self.is_alphabetic() || self.is_numeric()
    }
    /// Whether the char is a control character (C0 and C1).
    #[must_use]
    pub fn is_control(self) -> bool {
        matches!(self as u32, 0x00..=0x1F | 0x7F..=0x9F)
    }
    /// Whether the char is numeric (v0: common scripts only).
    #[must_use]
    pub fn is_numeric(self) -> bool {
        is_number(self as u32)
    }
    /// The lower-case mapping (v0: one-char mappings of common scripts).
    #[must_use = "this returns the lowercase character as a new iterator, without modifying the original"]
    pub fn to_lowercase(self) -> ToLowercase {
        ToLowercase(Some(map_case(self, upper_to_lower)))
    }
    /// The upper-case mapping (v0: one-char mappings of common scripts).
    #[must_use = "this returns the uppercase character as a new iterator, without modifying the original"]
    pub fn to_uppercase(self) -> ToUppercase {
        ToUppercase(Some(map_case(self, lower_to_upper)))
    }
    /// Whether the char is ASCII.
    #[must_use]
    pub const fn is_ascii(&self) -> bool {
        *self as u32 <= 0x7F
    }
    /// The ASCII upper-case of the char.
    #[must_use = "to uppercase the value in-place, use `make_ascii_uppercase()`"]
    pub const fn to_ascii_uppercase(&self) -> char {
        if self.is_ascii_lowercase() { ((*self as u8) - 32) as char } else { *self }
    }
    /// The ASCII lower-case of the char.
    #[must_use = "to lowercase the value in-place, use `make_ascii_lowercase()`"]
    pub const fn to_ascii_lowercase(&self) -> char {
        if self.is_ascii_uppercase() { ((*self as u8) + 32) as char } else { *self }
    }
    /// ASCII case-insensitive equality.
    pub const fn eq_ignore_ascii_case(&self, other: &char) -> bool {
        self.to_ascii_lowercase() as u32 == other.to_ascii_lowercase() as u32
    }
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
    pub const fn is_ascii_alphabetic(&self) -> bool {
        matches!(*self, 'A'..='Z' | 'a'..='z')
    }
    /// Whether the char is an ASCII upper-case letter.
    #[must_use]
    pub const fn is_ascii_uppercase(&self) -> bool {
        matches!(*self, 'A'..='Z')
    }
    /// Whether the char is an ASCII lower-case letter.
    #[must_use]
    pub const fn is_ascii_lowercase(&self) -> bool {
        matches!(*self, 'a'..='z')
    }
    /// Whether the char is an ASCII letter or digit.
    #[must_use]
    pub const fn is_ascii_alphanumeric(&self) -> bool {
        matches!(*self, '0'..='9' | 'A'..='Z' | 'a'..='z')
    }
    /// Whether the char is an ASCII decimal digit.
    #[must_use]
    pub const fn is_ascii_digit(&self) -> bool {
        matches!(*self, '0'..='9')
    }
    /// Whether the char is an ASCII hexadecimal digit.
    #[must_use]
    pub const fn is_ascii_hexdigit(&self) -> bool {
        matches!(*self, '0'..='9' | 'A'..='F' | 'a'..='f')
    }
    /// Whether the char is ASCII punctuation.
    #[must_use]
    pub const fn is_ascii_punctuation(&self) -> bool {
        matches!(*self, '!'..='/' | ':'..='@' | '['..='`' | '{'..='~')
    }
    /// Whether the char is an ASCII graphic character.
    #[must_use]
    pub const fn is_ascii_graphic(&self) -> bool {
        matches!(*self, '!'..='~')
    }
    /// Whether the char is ASCII whitespace.
    #[must_use]
    pub const fn is_ascii_whitespace(&self) -> bool {
        matches!(*self, '\t' | '\n' | '\x0C' | '\r' | ' ')
    }
    /// Whether the char is an ASCII control character.
    #[must_use]
    pub const fn is_ascii_control(&self) -> bool {
        matches!(*self, '\0'..='\x1F' | '\x7F')
    }
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => f.write_char(c),
            None => Ok(()),
        }
    }
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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c) => f.write_char(c),
            None => Ok(()),
        }
    }
}

// v0 Unicode approximations: Latin-1, Latin Extended-A, Greek and Cyrillic
// case pairs (one-to-one mappings only), and the letter/number ranges of
// the common scripts.

// The lower-case of an upper-case letter with a one-char mapping.
fn upper_to_lower(c: u32) -> Option<u32> {
    let l = match c {
        0x41..=0x5A | 0xC0..=0xD6 | 0xD8..=0xDE => c + 0x20,
        0x100..=0x12F | 0x132..=0x137 | 0x14A..=0x177 if c % 2 == 0 => c + 1,
        0x139..=0x148 | 0x179..=0x17E if c % 2 == 1 => c + 1,
        0x178 => 0xFF,
        0x386 => 0x3AC,
        0x388..=0x38A => c + 0x25,
        0x38C => 0x3CC,
        0x38E..=0x38F => c + 0x3F,
        0x391..=0x3A1 | 0x3A3..=0x3AB => c + 0x20,
        0x400..=0x40F => c + 0x50,
        0x410..=0x42F => c + 0x20,
        0x531..=0x556 => c + 0x30,
        0x370 | 0x372 | 0x376 => c + 1,
        0x460..=0x481 | 0x48A..=0x4BF | 0x4D0..=0x52F if c % 2 == 0 => c + 1,
        _ => return None,
    };
    Some(l)
}

// The upper-case of a lower-case letter with a one-char mapping.
fn lower_to_upper(c: u32) -> Option<u32> {
    let u = match c {
        0x61..=0x7A | 0xE0..=0xF6 | 0xF8..=0xFE => c - 0x20,
        0xB5 => 0x39C,
        0xFF => 0x178,
        0x101..=0x12F | 0x133..=0x137 | 0x14B..=0x177 if c % 2 == 1 => c - 1,
        0x13A..=0x148 | 0x17A..=0x17E if c % 2 == 0 => c - 1,
        0x131 => 0x49,
        0x17F => 0x53,
        0x3AC => 0x386,
        0x3AD..=0x3AF => c - 0x25,
        0x3B1..=0x3C1 | 0x3C3..=0x3CB => c - 0x20,
        0x3C2 => 0x3A3,
        0x3CC => 0x38C,
        0x3CD..=0x3CE => c - 0x3F,
        0x430..=0x44F => c - 0x20,
        0x450..=0x45F => c - 0x50,
        0x561..=0x586 => c - 0x30,
        0x371 | 0x373 | 0x377 => c - 1,
        0x345 => 0x399,
        0x461..=0x481 | 0x48B..=0x4BF | 0x4D1..=0x52F if c % 2 == 1 => c - 1,
        _ => return None,
    };
    Some(u)
}

fn is_lower(c: u32) -> bool {
    lower_to_upper(c).is_some()
        || matches!(c, 0xAA | 0xBA | 0xDF | 0x138 | 0x149 | 0x2B0..=0x2B8 | 0x2C0..=0x2C1 | 0x2E0..=0x2E4 | 0x390 | 0x3B0)
}

fn is_upper(c: u32) -> bool {
    upper_to_lower(c).is_some() || c == 0x130
}

fn is_letter(c: u32) -> bool {
    matches!(
        c,
        0x41..=0x5A
            | 0x61..=0x7A
            | 0xAA
            | 0xB5
            | 0xBA
            | 0xC0..=0xD6
            | 0xD8..=0xF6
            | 0xF8..=0x2C1
            | 0x2C6..=0x2D1
            | 0x2E0..=0x2E4
            | 0x2EC
            | 0x2EE
            | 0x345
            | 0x370..=0x374
            | 0x376..=0x377
            | 0x37A..=0x37D
            | 0x37F
            | 0x386
            | 0x388..=0x38A
            | 0x38C
            | 0x38E..=0x3A1
            | 0x3A3..=0x3F5
            | 0x3F7..=0x481
            | 0x48A..=0x52F
            | 0x531..=0x556
            | 0x559
            | 0x560..=0x588
            | 0x5D0..=0x5EA
            | 0x620..=0x64A
            | 0x904..=0x939
            | 0x1E00..=0x1FBC
            | 0x3041..=0x3096
            | 0x30A1..=0x30FA
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xAC00..=0xD7A3
    )
}

fn is_number(c: u32) -> bool {
    matches!(
        c,
        0x30..=0x39
            | 0xB2
            | 0xB3
            | 0xB9
            | 0xBC..=0xBE
            | 0x660..=0x669
            | 0x6F0..=0x6F9
            | 0x966..=0x96F
            | 0x2160..=0x2188
            | 0x2460..=0x249B
            | 0xFF10..=0xFF19
    )
}

fn map_case(c: char, f: fn(u32) -> Option<u32>) -> char {
    match f(c as u32) {
        Some(m) => unsafe { from_u32_unchecked(m) },
        None => c,
    }
}
