//! Formatting: the traits (`Display`, `Debug`...), `Formatter`, the
//! `Arguments` that `format_args!` builds (rustc 1.63's layout: `new_v1`,
//! `new_v1_formatted`, `ArgumentV1`, `rt::v1`), `write`, and the
//! `debug_*` builders that `#[derive(Debug)]` calls.

use crate::cell::{Cell, Ref, RefCell, RefMut, UnsafeCell};
use crate::marker::PhantomData;
use crate::mem;
use crate::result;

/// The type returned by formatter methods.
pub type Result = result::Result<(), Error>;

/// The error type of formatting: it carries nothing.
pub struct Error;
impl Copy for Error {}
impl Clone for Error {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for Error {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Default for Error {
    fn default() -> Self { Self }
}
impl Eq for Error {}
impl crate::hash::Hash for Error {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}
impl Ord for Error {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl PartialEq for Error {
    fn eq(&self, other: &Self) -> bool { true }
}
impl PartialOrd for Error {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}

impl Display for Error {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}

/// Alignment requested with `{:<}`, `{:^}`, `{:>}`.
pub enum Alignment {
    /// Left-aligned.
    Left,
    /// Right-aligned.
    Right,
    /// Centered.
    Center,
}
impl Copy for Alignment {}
impl Clone for Alignment {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for Alignment {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl PartialEq for Alignment {
    fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
}
impl Eq for Alignment {}

/// The run-time representation of format specs, built by `format_args!`.
pub mod rt {
    pub mod v1 {
        /// One `{}` of a format string with non-default specs.
        pub struct Argument {
            pub position: usize,
            pub format: FormatSpec,
        }
        impl Copy for Argument {}
        impl Clone for Argument {
            fn clone(&self) -> Self { *self }
        }
        /// The specs of one `{}`.
        pub struct FormatSpec {
            pub fill: char,
            pub align: Alignment,
            pub flags: u32,
            pub precision: Count,
            pub width: Count,
        }
        impl Copy for FormatSpec {}
        impl Clone for FormatSpec {
            fn clone(&self) -> Self { *self }
        }
        /// The requested alignment, if any.
        pub enum Alignment {
            Left,
            Right,
            Center,
            Unknown,
        }
        impl Copy for Alignment {}
        impl Clone for Alignment {
            fn clone(&self) -> Self { *self }
        }
        impl PartialEq for Alignment {
            fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
        }
        impl Eq for Alignment {}
        /// A width or precision: literal, taken from an argument, or none.
        pub enum Count {
            Is(usize),
            Param(usize),
            Implied,
        }
        impl Copy for Count {}
        impl Clone for Count {
            fn clone(&self) -> Self { *self }
        }
    }
}

/// A sink for strings: what formatting writes into.
pub trait Write {
    /// Writes a string slice.
    fn write_str(&mut self, s: &str) -> Result;
    /// Writes a `char`.
    fn write_char(&mut self, c: char) -> Result {
        let mut buf = [0u8; 4];
        self.write_str(char_utf8(c, &mut buf))
    }
    /// Writes formatted arguments (what `write!` calls).
    fn write_fmt(mut self: &mut Self, args: Arguments<'_>) -> Result {
        write(&mut self, args)
    }
}

impl<W: Write + ?Sized> Write for &mut W {
    fn write_str(&mut self, s: &str) -> Result {
        (**self).write_str(s)
    }
    fn write_char(&mut self, c: char) -> Result {
        (**self).write_char(c)
    }
    fn write_fmt(&mut self, args: Arguments<'_>) -> Result {
        (**self).write_fmt(args)
    }
}

// Bits of `Formatter::flags`, in the order `format_args!` sets them.
const FLAG_SIGN_PLUS: u32 = 1 << 0;
const FLAG_SIGN_MINUS: u32 = 1 << 1;
const FLAG_ALTERNATE: u32 = 1 << 2;
const FLAG_ZERO_PAD: u32 = 1 << 3;
const FLAG_DEBUG_LOWER_HEX: u32 = 1 << 4;
const FLAG_DEBUG_UPPER_HEX: u32 = 1 << 5;

/// The destination of formatting and the options of the current `{}`.
pub struct Formatter<'a> {
    flags: u32,
    fill: char,
    align: rt::v1::Alignment,
    width: Option<usize>,
    precision: Option<usize>,
    buf: &'a mut (dyn Write + 'a),
}

impl<'a> Formatter<'a> {
    /// A formatter with default options writing into `buf`.
    pub fn new(buf: &'a mut (dyn Write + 'a)) -> Formatter<'a> {
        Formatter { flags: 0, fill: ' ', align: rt::v1::Alignment::Unknown, width: None, precision: None, buf }
    }

    // The same options, writing into another buffer.
    fn wrap_buf<'b>(&self, buf: &'b mut (dyn Write + 'b)) -> Formatter<'b> {
        Formatter {
            flags: self.flags,
            fill: self.fill,
            align: self.align,
            width: self.width,
            precision: self.precision,
            buf,
        }
    }

    /// Writes an integer's digits with sign, prefix (`0x` under `#`) and
    /// the padding the options ask for.
    pub fn pad_integral(&mut self, is_nonnegative: bool, prefix: &str, buf: &str) -> Result {
        let mut width = buf.len();
        let mut sign: Option<char> = None;
        if !is_nonnegative {
            sign = Some('-');
            width += 1;
        } else if self.sign_plus() {
            sign = Some('+');
            width += 1;
        }
        let mut pre: Option<&str> = None;
        if self.alternate() {
            width += char_count(prefix);
            pre = Some(prefix);
        }
        let min = match self.width {
            Some(min) => min,
            None => 0,
        };
        if width >= min {
            if let Err(e) = self.write_sign_prefix(sign, pre) {
                return Err(e);
            }
            return self.buf.write_str(buf);
        }
        if self.sign_aware_zero_pad() {
            // the sign and prefix go before the zeros
            let old_fill = self.fill;
            let old_align = self.align;
            self.fill = '0';
            self.align = rt::v1::Alignment::Right;
            if let Err(e) = self.write_sign_prefix(sign, pre) {
                return Err(e);
            }
            let post = match self.padding(min - width, Alignment::Right) {
                Ok(p) => p,
                Err(e) => return Err(e),
            };
            if let Err(e) = self.buf.write_str(buf) {
                return Err(e);
            }
            if let Err(e) = post.write(self) {
                return Err(e);
            }
            self.fill = old_fill;
            self.align = old_align;
            return Ok(());
        }
        let post = match self.padding(min - width, Alignment::Right) {
            Ok(p) => p,
            Err(e) => return Err(e),
        };
        if let Err(e) = self.write_sign_prefix(sign, pre) {
            return Err(e);
        }
        if let Err(e) = self.buf.write_str(buf) {
            return Err(e);
        }
        post.write(self)
    }

    fn write_sign_prefix(&mut self, sign: Option<char>, prefix: Option<&str>) -> Result {
        if let Some(c) = sign {
            if let Err(e) = self.buf.write_char(c) {
                return Err(e);
            }
        }
        if let Some(p) = prefix {
            return self.buf.write_str(p);
        }
        Ok(())
    }

    /// Writes a string with the width, fill, alignment and precision
    /// (maximum length, in chars) the options ask for.
    pub fn pad(&mut self, s: &str) -> Result {
        if self.width.is_none() && self.precision.is_none() {
            return self.buf.write_str(s);
        }
        let s = match self.precision {
            Some(max) => str_prefix_chars(s, max),
            None => s,
        };
        let width = match self.width {
            Some(w) => w,
            None => return self.buf.write_str(s),
        };
        let chars = char_count(s);
        if chars >= width {
            return self.buf.write_str(s);
        }
        let post = match self.padding(width - chars, Alignment::Left) {
            Ok(p) => p,
            Err(e) => return Err(e),
        };
        if let Err(e) = self.buf.write_str(s) {
            return Err(e);
        }
        post.write(self)
    }

    // Writes the fill before the content; returns what goes after it.
    fn padding(&mut self, padding: usize, default: Alignment) -> result::Result<PostPadding, Error> {
        let align = match self.align {
            rt::v1::Alignment::Left => Alignment::Left,
            rt::v1::Alignment::Right => Alignment::Right,
            rt::v1::Alignment::Center => Alignment::Center,
            rt::v1::Alignment::Unknown => default,
        };
        let (pre, post) = match align {
            Alignment::Left => (0, padding),
            Alignment::Right => (padding, 0),
            Alignment::Center => (padding / 2, (padding + 1) / 2),
        };
        let mut i = 0;
        while i < pre {
            if let Err(e) = self.buf.write_char(self.fill) {
                return Err(e);
            }
            i += 1;
        }
        Ok(PostPadding { fill: self.fill, padding: post })
    }

    /// Writes a string, ignoring the options.
    pub fn write_str(&mut self, data: &str) -> Result {
        self.buf.write_str(data)
    }
    /// Writes formatted arguments, ignoring the options.
    pub fn write_fmt(&mut self, fmt: Arguments<'_>) -> Result {
        write(self.buf, fmt)
    }
    /// The raw flags (deprecated).
    #[stable(feature = "rust1", since = "1.0.0")]
    #[deprecated(since = "1.24.0", note = "use the `sign_plus`, `sign_minus`, `alternate`, \
                                           or `sign_aware_zero_pad` methods instead")]
    pub fn flags(&self) -> u32 {
        self.flags
    }
    /// The fill character.
    pub fn fill(&self) -> char {
        self.fill
    }
    /// The requested alignment.
    pub fn align(&self) -> Option<Alignment> {
        match self.align {
            rt::v1::Alignment::Left => Some(Alignment::Left),
            rt::v1::Alignment::Right => Some(Alignment::Right),
            rt::v1::Alignment::Center => Some(Alignment::Center),
            rt::v1::Alignment::Unknown => None,
        }
    }
    /// The requested width.
    pub fn width(&self) -> Option<usize> {
        self.width
    }
    /// The requested precision.
    pub fn precision(&self) -> Option<usize> {
        self.precision
    }
    /// Whether `+` was given.
    pub fn sign_plus(&self) -> bool {
        self.flags & FLAG_SIGN_PLUS != 0
    }
    /// Whether `-` was given.
    pub fn sign_minus(&self) -> bool {
        self.flags & FLAG_SIGN_MINUS != 0
    }
    /// Whether `#` was given.
    pub fn alternate(&self) -> bool {
        self.flags & FLAG_ALTERNATE != 0
    }
    /// Whether `0` was given.
    pub fn sign_aware_zero_pad(&self) -> bool {
        self.flags & FLAG_ZERO_PAD != 0
    }
    fn debug_lower_hex(&self) -> bool {
        self.flags & FLAG_DEBUG_LOWER_HEX != 0
    }
    fn debug_upper_hex(&self) -> bool {
        self.flags & FLAG_DEBUG_UPPER_HEX != 0
    }

    /// A builder for `Name { field: value, .. }`.
    pub fn debug_struct<'b>(&'b mut self, name: &str) -> DebugStruct<'b, 'a> {
        let result = self.write_str(name);
        DebugStruct { fmt: self, result, has_fields: false }
    }
    /// A builder for `Name(value, ..)`.
    pub fn debug_tuple<'b>(&'b mut self, name: &str) -> DebugTuple<'b, 'a> {
        let result = self.write_str(name);
        DebugTuple { fmt: self, result, fields: 0, empty_name: name.is_empty() }
    }
    /// A builder for `[a, b, ..]`.
    pub fn debug_list<'b>(&'b mut self) -> DebugList<'b, 'a> {
        let result = self.write_str("[");
        DebugList { inner: DebugInner { fmt: self, result, has_fields: false } }
    }
    /// A builder for `{a, b, ..}`.
    pub fn debug_set<'b>(&'b mut self) -> DebugSet<'b, 'a> {
        let result = self.write_str("{");
        DebugSet { inner: DebugInner { fmt: self, result, has_fields: false } }
    }
    /// A builder for `{k: v, ..}`.
    pub fn debug_map<'b>(&'b mut self) -> DebugMap<'b, 'a> { crate::__rcc_unwritten!() }
}

impl Write for Formatter<'_> {
    fn write_str(&mut self, s: &str) -> Result {
        self.buf.write_str(s)
    }
    fn write_char(&mut self, c: char) -> Result {
        self.buf.write_char(c)
    }
    fn write_fmt(&mut self, args: Arguments<'_>) -> Result {
        write(self.buf, args)
    }
}

// The fill that goes after the content.
struct PostPadding {
    fill: char,
    padding: usize,
}
impl PostPadding {
    fn write(self, f: &mut Formatter<'_>) -> Result {
        let mut i = 0;
        while i < self.padding {
            if let Err(e) = f.buf.write_char(self.fill) {
                return Err(e);
            }
            i += 1;
        }
        Ok(())
    }
}

// What `format_args!` erases the argument types to.
extern "C" {
    type Opaque;
}

/// One argument of `format_args!`: a reference and the function that
/// formats it.
pub struct ArgumentV1<'a> {
    value: &'a Opaque,
    formatter: fn(&Opaque, &mut Formatter<'_>) -> Result,
}
impl<'a> Copy for ArgumentV1<'a> {}
impl<'a> Clone for ArgumentV1<'a> {
    fn clone(&self) -> Self { *self }
}

/// Proof that `Arguments::new_v1_formatted`'s `fmt` indexes are in range
/// (what `format_args!` asserts by building one in an `unsafe` block).
pub struct UnsafeArg {
    _private: (),
}
impl Copy for UnsafeArg {}
impl Clone for UnsafeArg {
    fn clone(&self) -> Self { *self }
}
impl UnsafeArg {
    /// The caller guarantees the invariant.
    pub unsafe fn new() -> Self {
        Self { _private: () }
    }
}

macro_rules! arg_new {
    ($($f:ident $t:ident,)*) => {$(
        #[doc(hidden)]
        pub fn $f<'b, T: $t>(x: &'b T) -> ArgumentV1<'_> {
            Self::new(x, $t::fmt)
        }
    )*};
}

impl<'a> ArgumentV1<'a> {
    #[doc(hidden)]
    pub fn new<'b, T>(x: &'b T, f: fn(&T, &mut Formatter<'_>) -> Result) -> ArgumentV1<'b> {
        // erase T: a reference and a fn taking one have the same ABI
        unsafe { ArgumentV1 { formatter: crate::mem::transmute(f), value: crate::mem::transmute(x) } }
    }
    arg_new! {
        new_display Display, new_debug Debug, new_octal Octal, new_lower_hex LowerHex,
        new_upper_hex UpperHex, new_pointer Pointer, new_binary Binary,
        new_lower_exp LowerExp, new_upper_exp UpperExp,
    }
    #[doc(hidden)]
    pub fn from_usize(x: &usize) -> ArgumentV1<'_> {
        ArgumentV1::new(x, USIZE_MARKER)
    }
    // The value of a `{:1$}` width argument (built by `from_usize`).
    fn as_usize(&self) -> Option<usize> {
        if self.formatter as usize == USIZE_MARKER as usize {
            // built by from_usize: value points at a usize
            Some(unsafe { *(self.value as *const Opaque as *const usize) })
        } else {
            None
        }
    }
}

// Marks the arguments built by `from_usize`: never called.
static USIZE_MARKER: fn(&usize, &mut Formatter<'_>) -> Result = usize_marker;
fn usize_marker(_: &usize, _: &mut Formatter<'_>) -> Result {
    Ok(())
}

/// A precompiled format string and its arguments: what `format_args!`
/// builds.
#[rustc_diagnostic_item = "Arguments"]
pub struct Arguments<'a> {
    pieces: &'a [&'static str],
    fmt: Option<&'a [rt::v1::Argument]>,
    args: &'a [ArgumentV1<'a>],
}
impl<'a> Copy for Arguments<'a> {}
impl<'a> Clone for Arguments<'a> {
    fn clone(&self) -> Self { *self }
}

impl<'a> Arguments<'a> {
    #[doc(hidden)]
    pub const fn new_v1(pieces: &'a [&'static str], args: &'a [ArgumentV1<'a>]) -> Arguments<'a> {
        Arguments { pieces, fmt: None, args }
    }
    #[doc(hidden)]
    pub const fn new_v1_formatted(
        pieces: &'a [&'static str],
        args: &'a [ArgumentV1<'a>],
        fmt: &'a [rt::v1::Argument],
        _unsafe_arg: UnsafeArg,
    ) -> Arguments<'a> {
        Arguments { pieces, fmt: Some(fmt), args }
    }
    /// A guess of the formatted length (for `format`).
    #[doc(hidden)]
    pub fn estimated_capacity(&self) -> usize {
        let mut n = 0;
        let mut i = 0;
        while i < self.pieces.len() {
            n += self.pieces[i].len();
            i += 1;
        }
        if self.args.is_empty() { n } else { n * 2 }
    }
    /// The formatted string, if it has no arguments.
    #[must_use]
    pub const fn as_str(&self) -> Option<&'static str> {
        if !self.args.is_empty() {
            None
        } else if self.pieces.is_empty() {
            Some("")
        } else if self.pieces.len() == 1 {
            Some(self.pieces[0])
        } else {
            None
        }
    }
}

impl Debug for Arguments<'_> {
    fn fmt(&self, fmt: &mut Formatter<'_>) -> Result {
        Display::fmt(self, fmt)
    }
}
impl Display for Arguments<'_> {
    fn fmt(&self, fmt: &mut Formatter<'_>) -> Result {
        write(fmt.buf, *self)
    }
}

/// Writes `args` into `output`: the pieces, and each argument formatted
/// with its specs.
pub fn write(output: &mut dyn Write, args: Arguments<'_>) -> Result {
    let mut fmt = Formatter::new(output);
    let mut idx = 0;
    match args.fmt {
        None => {
            // every argument with default specs, in order
            while idx < args.args.len() {
                if idx < args.pieces.len() && !args.pieces[idx].is_empty() {
                    if let Err(e) = fmt.buf.write_str(args.pieces[idx]) {
                        return Err(e);
                    }
                }
                let arg = &args.args[idx];
                if let Err(e) = (arg.formatter)(arg.value, &mut fmt) {
                    return Err(e);
                }
                idx += 1;
            }
        }
        Some(specs) => {
            while idx < specs.len() {
                if idx < args.pieces.len() && !args.pieces[idx].is_empty() {
                    if let Err(e) = fmt.buf.write_str(args.pieces[idx]) {
                        return Err(e);
                    }
                }
                if let Err(e) = run(&mut fmt, &specs[idx], args.args) {
                    return Err(e);
                }
                idx += 1;
            }
        }
    }
    if idx < args.pieces.len() {
        return fmt.buf.write_str(args.pieces[idx]);
    }
    Ok(())
}

// Formats one argument with its specs.
fn run(fmt: &mut Formatter<'_>, arg: &rt::v1::Argument, args: &[ArgumentV1<'_>]) -> Result {
    fmt.fill = arg.format.fill;
    fmt.align = arg.format.align;
    fmt.flags = arg.format.flags;
    fmt.width = getcount(args, &arg.format.width);
    fmt.precision = getcount(args, &arg.format.precision);
    let value = &args[arg.position];
    (value.formatter)(value.value, fmt)
}

fn getcount(args: &[ArgumentV1<'_>], cnt: &rt::v1::Count) -> Option<usize> {
    match *cnt {
        rt::v1::Count::Is(n) => Some(n),
        rt::v1::Count::Implied => None,
        rt::v1::Count::Param(i) => args[i].as_usize(),
    }
}

// The number of chars of a str (the bytes that start a UTF-8 sequence).
fn char_count(s: &str) -> usize {
    let b = s.as_bytes();
    let mut n = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] & 0xC0 != 0x80 {
            n += 1;
        }
        i += 1;
    }
    n
}

// The first `max` chars of s.
fn str_prefix_chars(s: &str, max: usize) -> &str {
    let b = s.as_bytes();
    let mut n = 0;
    let mut i = 0;
    while i < b.len() {
        if b[i] & 0xC0 != 0x80 {
            if n == max {
                return unsafe { crate::str::from_utf8_unchecked(crate::slice::from_raw_parts(b.as_ptr(), i)) };
            }
            n += 1;
        }
        i += 1;
    }
    s
}

// The bytes buf[from..] as a str (they are ASCII or UTF-8 by construction).
fn tail_str(buf: &[u8], from: usize) -> &str {
    unsafe {
        let p = (buf.as_ptr() as usize + from) as *const u8;
        crate::str::from_utf8_unchecked(crate::slice::from_raw_parts(p, buf.len() - from))
    }
}

// c in UTF-8, written into buf.
fn char_utf8(c: char, buf: &mut [u8; 4]) -> &str {
    let v = c as u32;
    let n = if v < 0x80 {
        buf[0] = v as u8;
        1
    } else if v < 0x800 {
        buf[0] = (0xC0 | (v >> 6)) as u8;
        buf[1] = (0x80 | (v & 0x3F)) as u8;
        2
    } else if v < 0x10000 {
        buf[0] = (0xE0 | (v >> 12)) as u8;
        buf[1] = (0x80 | ((v >> 6) & 0x3F)) as u8;
        buf[2] = (0x80 | (v & 0x3F)) as u8;
        3
    } else {
        buf[0] = (0xF0 | (v >> 18)) as u8;
        buf[1] = (0x80 | ((v >> 12) & 0x3F)) as u8;
        buf[2] = (0x80 | ((v >> 6) & 0x3F)) as u8;
        buf[3] = (0x80 | (v & 0x3F)) as u8;
        4
    };
    unsafe { crate::str::from_utf8_unchecked(crate::slice::from_raw_parts(buf.as_ptr(), n)) }
}

// ---- the formatting traits -------------------------------------------------

/// `{:?}`: formatting for programmers.
#[rustc_diagnostic_item = "Debug"]
#[rustc_trivial_field_reads]
pub trait Debug {
    /// Formats the value using the given formatter.
    fn fmt(&self, f: &mut Formatter<'_>) -> Result;
}

pub(crate) mod macros {
    /// Derive macro generating an impl of the trait `Debug`.
    #[rustc_builtin_macro]
    #[allow_internal_unstable(core_intrinsics)]
    pub macro Debug($item:item) {
        /* compiler built-in */
    }
}
pub use macros::Debug;

macro_rules! fmt_trait {
    ($($(#[$a:meta])* $Trait:ident;)*) => {$(
        $(#[$a])*
        pub trait $Trait {
            /// Formats the value using the given formatter.
            fn fmt(&self, f: &mut Formatter<'_>) -> Result;
        }
    )*};
}
fmt_trait! {
    /// `{}`: formatting for users.
    #[rustc_diagnostic_item = "Display"]
    Display;
    /// `{:o}`
    Octal;
    /// `{:b}`
    Binary;
    /// `{:x}`
    #[rustc_diagnostic_item = "LowerHex"]
    LowerHex;
    /// `{:X}`
    UpperHex;
    /// `{:p}`
    #[rustc_diagnostic_item = "Pointer"]
    Pointer;
    /// `{:e}`
    LowerExp;
    /// `{:E}`
    UpperExp;
}

// References format what they point to.
macro_rules! fmt_refs {
    ($($tr:ident),*) => {$(
        impl<T: ?Sized + $tr> $tr for &T {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result { $tr::fmt(&**self, f) }
        }
        impl<T: ?Sized + $tr> $tr for &mut T {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result { $tr::fmt(&**self, f) }
        }
    )*};
}
fmt_refs! { Debug, Display, Octal, Binary, LowerHex, UpperHex, LowerExp, UpperExp }

// ---- the builders ------------------------------------------------------------

// Indents what is written through it by four spaces (for `{:#?}`).
struct PadAdapter<'buf> {
    buf: &'buf mut (dyn Write + 'buf),
    on_newline: bool,
}
impl Write for PadAdapter<'_> {
    fn write_str(&mut self, s: &str) -> Result {
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if self.on_newline {
                if let Err(e) = self.buf.write_str("    ") {
                    return Err(e);
                }
            }
            let mut j = i;
            while j < b.len() && b[j] != b'\n' {
                j += 1;
            }
            if j < b.len() {
                j += 1;
            }
            self.on_newline = b[j - 1] == b'\n';
            let line = unsafe {
                crate::str::from_utf8_unchecked(crate::slice::from_raw_parts((b.as_ptr() as usize + i) as *const u8, j - i))
            };
            if let Err(e) = self.buf.write_str(line) {
                return Err(e);
            }
            i = j;
        }
        Ok(())
    }
}

// Writes one value through a PadAdapter, with the options of `fmt`.
fn write_padded(fmt: &mut Formatter<'_>, value: &dyn Debug, suffix: &str) -> Result {
    write_padded_named(fmt, "", value, suffix)
}

// write_padded with a `name: ` before the value.
fn write_padded_named(fmt: &mut Formatter<'_>, name: &str, value: &dyn Debug, suffix: &str) -> Result {
    let (flags, fill, align, width, precision) = (fmt.flags, fmt.fill, fmt.align, fmt.width, fmt.precision);
    let mut pad = PadAdapter { buf: &mut *fmt.buf, on_newline: true };
    let mut f2 = Formatter { flags, fill, align, width, precision, buf: &mut pad };
    if !name.is_empty() {
        if let Err(e) = f2.write_str(name) {
            return Err(e);
        }
        if let Err(e) = f2.write_str(": ") {
            return Err(e);
        }
    }
    if let Err(e) = value.fmt(&mut f2) {
        return Err(e);
    }
    f2.write_str(suffix)
}

/// What `Formatter::debug_struct` returns.
#[must_use = "must eventually call `finish()` on Debug builders"]
pub struct DebugStruct<'a, 'b: 'a> {
    fmt: &'a mut Formatter<'b>,
    result: Result,
    has_fields: bool,
}

impl<'a, 'b: 'a> DebugStruct<'a, 'b> {
    /// Adds a field.
    pub fn field(&mut self, name: &str, value: &dyn Debug) -> &mut Self {
        if self.result.is_ok() {
            self.result = if self.fmt.alternate() {
                let r = if self.has_fields { Ok(()) } else { self.fmt.write_str(" {\n") };
                if r.is_err() { r } else { write_padded_named(self.fmt, name, value, ",\n") }
            } else {
                let r = self.fmt.write_str(if self.has_fields { ", " } else { " { " });
                let r = if r.is_err() { r } else { self.fmt.write_str(name) };
                let r = if r.is_err() { r } else { self.fmt.write_str(": ") };
                if r.is_err() { r } else { value.fmt(self.fmt) }
            };
        }
        self.has_fields = true;
        self
    }
    /// Finishes with `..` for fields not shown.
    pub fn finish_non_exhaustive(&mut self) -> Result {
        if self.result.is_ok() {
            self.result = if self.has_fields {
                if self.fmt.alternate() {
                    let r = PadAdapter { buf: &mut *self.fmt.buf, on_newline: true }.write_str("..\n");
                    if r.is_err() { r } else { self.fmt.write_str("}") }
                } else {
                    self.fmt.write_str(", .. }")
                }
            } else {
                self.fmt.write_str(" { .. }")
            };
        }
        self.result
    }
    /// Finishes the output.
    pub fn finish(&mut self) -> Result {
        if self.has_fields && self.result.is_ok() {
            self.result = self.fmt.write_str(if self.fmt.alternate() { "}" } else { " }" });
        }
        self.result
    }
}

/// What `Formatter::debug_tuple` returns.
#[must_use = "must eventually call `finish()` on Debug builders"]
pub struct DebugTuple<'a, 'b: 'a> {
    fmt: &'a mut Formatter<'b>,
    result: Result,
    fields: usize,
    empty_name: bool,
}

impl<'a, 'b: 'a> DebugTuple<'a, 'b> {
    /// Adds a field.
    pub fn field(&mut self, value: &dyn Debug) -> &mut Self {
        if self.result.is_ok() {
            self.result = if self.fmt.alternate() {
                let r = if self.fields == 0 { self.fmt.write_str("(\n") } else { Ok(()) };
                if r.is_err() { r } else { write_padded(self.fmt, value, ",\n") }
            } else {
                let r = self.fmt.write_str(if self.fields == 0 { "(" } else { ", " });
                if r.is_err() { r } else { value.fmt(self.fmt) }
            };
        }
        self.fields += 1;
        self
    }
    /// Finishes the output.
    pub fn finish(&mut self) -> Result {
        if self.fields > 0 && self.result.is_ok() {
            if self.fields == 1 && self.empty_name && !self.fmt.alternate() {
                // a one-element tuple: `(a,)`
                if let Err(e) = self.fmt.write_str(",") {
                    self.result = Err(e);
                    return self.result;
                }
            }
            self.result = self.fmt.write_str(")");
        }
        self.result
    }
}

// The common part of lists and sets.
struct DebugInner<'a, 'b: 'a> {
    fmt: &'a mut Formatter<'b>,
    result: Result,
    has_fields: bool,
}

impl<'a, 'b: 'a> DebugInner<'a, 'b> {
    fn entry(&mut self, entry: &dyn Debug) {
        if self.result.is_ok() {
            self.result = if self.fmt.alternate() {
                let r = if self.has_fields { Ok(()) } else { self.fmt.write_str("\n") };
                if r.is_err() { r } else { write_padded(self.fmt, entry, ",\n") }
            } else {
                let r = if self.has_fields { self.fmt.write_str(", ") } else { Ok(()) };
                if r.is_err() { r } else { entry.fmt(self.fmt) }
            };
        }
        self.has_fields = true;
    }
    /// Writes the closing delimiter unless an entry failed.
    fn finish(&mut self, close: &str) -> Result {
        if self.result.is_ok() {
            self.result = self.fmt.write_str(close);
        }
        self.result
    }
}

/// What `Formatter::debug_set` returns.
#[must_use = "must eventually call `finish()` on Debug builders"]
pub struct DebugSet<'a, 'b: 'a> {
    inner: DebugInner<'a, 'b>,
}

impl<'a, 'b: 'a> DebugSet<'a, 'b> {
    /// Adds an entry.
    pub fn entry(&mut self, entry: &dyn Debug) -> &mut Self {
        self.inner.entry(entry);
        self
    }
    /// Adds the entries of an iterator.
    pub fn entries<D: Debug, I: IntoIterator<Item = D>>(&mut self, entries: I) -> &mut Self {
        for entry in entries {
            self.entry(&entry);
        }
        self
    }
    /// Finishes the output.
    pub fn finish(&mut self) -> Result {
        self.inner.finish("}")
    }
}

/// What `Formatter::debug_list` returns.
#[must_use = "must eventually call `finish()` on Debug builders"]
pub struct DebugList<'a, 'b: 'a> {
    inner: DebugInner<'a, 'b>,
}

impl<'a, 'b: 'a> DebugList<'a, 'b> {
    /// Adds an entry.
    pub fn entry(&mut self, entry: &dyn Debug) -> &mut Self {
        self.inner.entry(entry);
        self
    }
    /// Adds the entries of an iterator.
    pub fn entries<D: Debug, I: IntoIterator<Item = D>>(&mut self, entries: I) -> &mut Self {
        for entry in entries {
            self.entry(&entry);
        }
        self
    }
    /// Finishes the output.
    pub fn finish(&mut self) -> Result {
        self.inner.finish("]")
    }
}

/// What `Formatter::debug_map` returns.
#[must_use = "must eventually call `finish()` on Debug builders"]
pub struct DebugMap<'a, 'b: 'a> {
    fmt: &'a mut Formatter<'b>,
    result: Result,
    has_fields: bool,
    has_key: bool,
}

impl<'a, 'b: 'a> DebugMap<'a, 'b> {
    /// Adds an entry.
    pub fn entry(&mut self, key: &dyn Debug, value: &dyn Debug) -> &mut Self {
        self.key(key).value(value)
    }
    /// Adds the key of an entry.
    pub fn key(&mut self, key: &dyn Debug) -> &mut Self { crate::__rcc_unwritten!() }
    /// Adds the value of an entry.
    pub fn value(&mut self, value: &dyn Debug) -> &mut Self { crate::__rcc_unwritten!() }
    /// Adds the entries of an iterator of pairs.
    pub fn entries<K: Debug, V: Debug, I: IntoIterator<Item = (K, V)>>(&mut self, entries: I) -> &mut Self { crate::__rcc_unwritten!() }
    /// Finishes the output.
    pub fn finish(&mut self) -> Result { crate::__rcc_unwritten!() }
}

// ---- impls for the primitive and core types ------------------------------

impl Debug for ! {
    fn fmt(&self, _: &mut Formatter<'_>) -> Result {
        *self
    }
}
impl Display for ! {
    fn fmt(&self, _: &mut Formatter<'_>) -> Result {
        *self
    }
}
impl Debug for bool {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Display::fmt(self, f)
    }
}
impl Display for bool {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        f.pad(if *self { "true" } else { "false" })
    }
}
impl Debug for str {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        if let Err(e) = f.write_char('"') {
            return Err(e);
        }
        // runs of bytes that need no escape are written as they are
        let b = self.as_bytes();
        let mut start = 0;
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            if c == b'"' || c == b'\\' || c < 0x20 || c == 0x7f {
                if start < i {
                    let run = unsafe { crate::str::from_utf8_unchecked(crate::slice::from_raw_parts((b.as_ptr() as usize + start) as *const u8, i - start)) };
                    if let Err(e) = f.write_str(run) {
                        return Err(e);
                    }
                }
                let r = if c == b'"' { f.write_str("\\\"") } else { write_escaped(f, c as char) };
                if let Err(e) = r {
                    return Err(e);
                }
                start = i + 1;
            }
            i += 1;
        }
        if let Err(e) = f.write_str(tail_str(b, start)) {
            return Err(e);
        }
        f.write_char('"')
    }
}
impl Display for str {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        f.pad(self)
    }
}
impl Debug for char {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        if let Err(e) = f.write_char('\'') {
            return Err(e);
        }
        let r = if *self == '\'' { f.write_str("\\'") } else { write_escaped(f, *self) };
        if let Err(e) = r {
            return Err(e);
        }
        f.write_char('\'')
    }
}
impl Display for char {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        let mut buf = [0u8; 4];
        let s = char_utf8(*self, &mut buf);
        if f.width.is_none() && f.precision.is_none() { f.write_str(s) } else { f.pad(s) }
    }
}

// One char of a Debug-quoted string or char literal (v0: escapes the
// ASCII controls and backslash; the callers escape their quote; other
// chars are written as is).
fn write_escaped(f: &mut Formatter<'_>, c: char) -> Result {
    match c {
        '\t' => f.write_str("\\t"),
        '\r' => f.write_str("\\r"),
        '\n' => f.write_str("\\n"),
        '\\' => f.write_str("\\\\"),
        '\0' => f.write_str("\\0"),
        _ => {
            let v = c as u32;
            if v < 0x20 || v == 0x7f {
                let digits = b"0123456789abcdef";
                let mut buf = [b'\\', b'u', b'{', b'0', b'0', b'}'];
                let mut start = 3;
                if v >= 0x10 {
                    buf[3] = digits[(v >> 4) as usize];
                } else {
                    start = 4;
                    buf[3] = b'{';
                }
                buf[4] = digits[(v & 0xF) as usize];
                if start == 4 {
                    // `\u{x}`: shift the head right by one
                    buf[1] = b'\\';
                    buf[2] = b'u';
                    return f.write_str(tail_str(&buf, 1));
                }
                f.write_str(tail_str(&buf, 0))
            } else {
                f.write_char(c)
            }
        }
    }
}

impl<T: ?Sized> Pointer for *const T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized> Pointer for *mut T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized> Pointer for &T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized> Pointer for &mut T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized> Debug for *const T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Pointer::fmt(self, f)
    }
}
impl<T: ?Sized> Debug for *mut T {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Pointer::fmt(self, f)
    }
}

impl<T: Debug> Debug for [T] {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        let mut list = f.debug_list();
        let mut i = 0;
        while i < self.len() {
            list.entry(&self[i]);
            i += 1;
        }
        list.finish()
    }
}
impl<T: Debug, const N: usize> Debug for [T; N] {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Debug::fmt(&self[..], f)
    }
}
impl Debug for () {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        f.pad("()")
    }
}
impl<T: ?Sized> Debug for PhantomData<T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: Copy + Debug> Debug for Cell<T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + Debug> Debug for RefCell<T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + Debug> Debug for Ref<'_, T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Debug::fmt(&**self, f)
    }
}
impl<T: ?Sized + Debug> Debug for RefMut<'_, T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        Debug::fmt(&**self, f)
    }
}
impl<T: ?Sized> Debug for UnsafeCell<T> {
    fn fmt(&self, f: &mut Formatter<'_>) -> Result {
        f.debug_struct("UnsafeCell").finish_non_exhaustive()
    }
}

// Tuples: `(a, b)`, with the one-element tuple written `(a,)`.
macro_rules! tuple_debug {
    ($(($($name:ident)+))*) => {$(
        impl<$($name: Debug),+> Debug for ($($name,)+) {
            #[allow(non_snake_case)]
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                let ($(ref $name,)+) = *self;
                let mut builder = f.debug_tuple("");
                $(builder.field($name);)+
                builder.finish()
            }
        }
    )*};
}
tuple_debug! {
    (A) (A B) (A B C) (A B C D) (A B C D E) (A B C D E F)
}

// Integers: decimal digits into a stack buffer, then `pad_integral`.
fn fmt_u128(mut n: u128, is_nonnegative: bool, f: &mut Formatter<'_>) -> Result {
    let mut buf = [0u8; 40];
    let mut i = 40;
    if n <= 0xFFFF_FFFF_FFFF_FFFF {
        // the common case in 64-bit arithmetic
        let mut m = n as u64;
        loop {
            i -= 1;
            buf[i] = b'0' + (m % 10) as u8;
            m /= 10;
            if m == 0 {
                break;
            }
        }
    } else {
        loop {
            i -= 1;
            buf[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
    }
    f.pad_integral(is_nonnegative, "", tail_str(&buf, i))
}

// Integers in base 2, 8 or 16 (two's complement for negative values).
fn fmt_radix(mut n: u128, base: u128, upper: bool, prefix: &str, f: &mut Formatter<'_>) -> Result {
    let digits: &[u8; 16] = if upper { b"0123456789ABCDEF" } else { b"0123456789abcdef" };
    let mut buf = [0u8; 128];
    let mut i = 128;
    loop {
        i -= 1;
        buf[i] = digits[(n % base) as usize];
        n /= base;
        if n == 0 {
            break;
        }
    }
    f.pad_integral(true, prefix, tail_str(&buf, i))
}

macro_rules! int_fmt {
    ($($t:ty as $u:ty, $signed:expr;)*) => {$(
        impl Display for $t {
            #[allow(unused_comparisons)]
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                let is_nonnegative = *self >= 0;
                // the magnitude: two's complement negation in the unsigned type
                let n = if is_nonnegative { *self as $u as u128 } else { (!(*self as $u)) as u128 + 1 };
                fmt_u128(n, is_nonnegative, f)
            }
        }
        impl Debug for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                if f.debug_lower_hex() {
                    LowerHex::fmt(self, f)
                } else if f.debug_upper_hex() {
                    UpperHex::fmt(self, f)
                } else {
                    Display::fmt(self, f)
                }
            }
        }
        impl Binary for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                fmt_radix(*self as $u as u128, 2, false, "0b", f)
            }
        }
        impl Octal for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                fmt_radix(*self as $u as u128, 8, false, "0o", f)
            }
        }
        impl LowerHex for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                fmt_radix(*self as $u as u128, 16, false, "0x", f)
            }
        }
        impl UpperHex for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                fmt_radix(*self as $u as u128, 16, true, "0x", f)
            }
        }
    )*};
}
int_fmt! {
    u8 as u8, false; u16 as u16, false; u32 as u32, false; u64 as u64, false;
    u128 as u128, false; usize as usize, false;
    i8 as u8, true; i16 as u16, true; i32 as u32, true; i64 as u64, true;
    i128 as u128, true; isize as usize, true;
}

// Floats (v0): correct for integral values and NaN/infinities only; the
// digits of other values need a shortest-representation algorithm that
// is not written yet.
macro_rules! float_fmt {
    ($($t:ty)*) => {$(
        impl Display for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                float_to_decimal(*self as f64, false, f)
            }
        }
        impl Debug for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result {
                float_to_decimal(*self as f64, true, f)
            }
        }
        impl LowerExp for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
        }
        impl UpperExp for $t {
            fn fmt(&self, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
        }
    )*};
}
float_fmt! { f32 f64 }

fn float_to_decimal(x: f64, debug: bool, f: &mut Formatter<'_>) -> Result { crate::__rcc_unwritten!() }
