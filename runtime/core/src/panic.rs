//! Panic support: `Location`, `PanicInfo`, unwind-safety markers, and the
//! edition-specific `panic!`/`unreachable!` bodies the built-in macros
//! expand to.

use crate::any::Any;
use crate::cell::UnsafeCell;
use crate::fmt;
use crate::ops::{Deref, DerefMut};

/// `panic!` for editions 2015 and 2018: a single argument is the payload.
#[rustc_diagnostic_item = "core_panic_2015_macro"]
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(core_panic, const_format_args)]
pub macro panic_2015 {
    () => (
        $crate::panicking::panic("explicit panic")
    ),
    ($msg:literal $(,)?) => (
        $crate::panicking::panic($msg)
    ),
    // `panic_str`, not `panic_display`, for the non_fmt_panics lint.
    ($msg:expr $(,)?) => (
        $crate::panicking::panic_str($msg)
    ),
    // The single-argument case is special for const panics.
    ("{}", $arg:expr $(,)?) => (
        $crate::panicking::panic_display(&$arg)
    ),
    ($fmt:expr, $($arg:tt)+) => (
        $crate::panicking::panic_fmt($crate::const_format_args!($fmt, $($arg)+))
    ),
}

/// `panic!` for edition 2021: always a format string.
#[rustc_diagnostic_item = "core_panic_2021_macro"]
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(core_panic, const_format_args)]
pub macro panic_2021 {
    () => (
        $crate::panicking::panic("explicit panic")
    ),
    // The single-argument case is special for const panics.
    ("{}", $arg:expr $(,)?) => (
        $crate::panicking::panic_display(&$arg)
    ),
    ($($t:tt)+) => (
        $crate::panicking::panic_fmt($crate::const_format_args!($($t)+))
    ),
}

/// `unreachable!` for editions 2015 and 2018.
#[rustc_diagnostic_item = "unreachable_2015_macro"]
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(core_panic)]
pub macro unreachable_2015 {
    () => (
        $crate::panicking::panic("internal error: entered unreachable code")
    ),
    // `unreachable_display` (which adds the message prefix) for the
    // non_fmt_panics lint.
    ($msg:expr $(,)?) => (
        $crate::panicking::unreachable_display(&$msg)
    ),
    ($fmt:expr, $($arg:tt)*) => (
        $crate::panic!($crate::concat!("internal error: entered unreachable code: ", $fmt), $($arg)*)
    ),
}

/// `unreachable!` for edition 2021.
#[rustc_diagnostic_item = "unreachable_2021_macro"]
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(core_panic)]
pub macro unreachable_2021 {
    () => (
        $crate::panicking::panic("internal error: entered unreachable code")
    ),
    ($($t:tt)+) => (
        $crate::panic!("internal error: entered unreachable code: {}", $crate::format_args!($($t)+))
    ),
}

/// Where a panic happened (what `#[track_caller]` passes down).
#[lang = "panic_location"]
pub struct Location<'a> {
    file: &'a str,
    line: u32,
    col: u32,
}
impl<'a> Copy for Location<'a> {}
impl<'a> Clone for Location<'a> {
    fn clone(&self) -> Self { *self }
}
impl<'a> crate::fmt::Debug for Location<'a> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl<'a> Eq for Location<'a> {}
impl<'a> crate::hash::Hash for Location<'a> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}
impl<'a> Ord for Location<'a> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl<'a> PartialEq for Location<'a> {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl<'a> PartialOrd for Location<'a> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}

impl<'a> Location<'a> {
    /// The location of the caller of the `#[track_caller]` function.
    #[must_use]
    #[track_caller]
    pub const fn caller() -> &'static Location<'static> {
        crate::intrinsics::caller_location()
    }
    /// The source file.
    #[must_use]
    pub fn file(&self) -> &str {
        self.file
    }
    /// The line (1-based).
    #[must_use]
    pub fn line(&self) -> u32 {
        self.line
    }
    /// The column (1-based).
    #[must_use]
    pub fn column(&self) -> u32 {
        self.col
    }
    #[doc(hidden)]
    pub const fn internal_constructor(file: &'a str, line: u32, col: u32) -> Self {
        Location { file, line, col }
    }
}

impl fmt::Display for Location<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.col)
    }
}

/// What a panic hook is told: the payload or message, and where.
#[lang = "panic_info"]
pub struct PanicInfo<'a> {
    payload: &'a (dyn Any + Send),
    message: Option<&'a fmt::Arguments<'a>>,
    location: &'a Location<'a>,
    can_unwind: bool,
}
impl<'a> crate::fmt::Debug for PanicInfo<'a> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

impl<'a> PanicInfo<'a> {
    #[doc(hidden)]
    pub fn internal_constructor(
        message: Option<&'a fmt::Arguments<'a>>,
        location: &'a Location<'a>,
        can_unwind: bool,
    ) -> Self {
        PanicInfo { payload: &NoPayload, message, location, can_unwind }
    }
    #[doc(hidden)]
    pub fn set_payload(&mut self, info: &'a (dyn Any + Send)) {
        self.payload = info;
    }
    /// The payload of a `panic_any`/2015-style panic.
    #[must_use]
    pub fn payload(&self) -> &(dyn Any + Send) {
        self.payload
    }
    /// The message of a formatted panic.
    #[must_use]
    pub fn message(&self) -> Option<&fmt::Arguments<'_>> {
        self.message
    }
    /// Where the panic happened.
    #[must_use]
    pub fn location(&self) -> Option<&Location<'_>> {
        Some(&self.location)
    }
    /// Whether the panic handler may unwind.
    #[must_use]
    pub fn can_unwind(&self) -> bool {
        self.can_unwind
    }
}

// The payload of a panic with a formatted message.
struct NoPayload;

impl fmt::Display for PanicInfo<'_> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Err(e) = formatter.write_str("panicked at ") {
            return Err(e);
        }
        if let Some(m) = self.message {
            if let Err(e) = write!(formatter, "'{}', ", *m) {
                return Err(e);
            }
        } else if let Some(p) = self.payload.downcast_ref::<&'static str>() {
            if let Err(e) = write!(formatter, "'{}', ", p) {
                return Err(e);
            }
        }
        fmt::Display::fmt(self.location, formatter)
    }
}

/// Types that are safe to use across a `catch_unwind` boundary.
#[rustc_diagnostic_item = "unwind_safe_trait"]
pub auto trait UnwindSafe {}

/// Types whose shared references are `UnwindSafe`.
#[rustc_diagnostic_item = "ref_unwind_safe_trait"]
pub auto trait RefUnwindSafe {}

impl<T: ?Sized> !UnwindSafe for &mut T {}
impl<T: RefUnwindSafe + ?Sized> UnwindSafe for &T {}
impl<T: RefUnwindSafe + ?Sized> UnwindSafe for *const T {}
impl<T: RefUnwindSafe + ?Sized> UnwindSafe for *mut T {}
impl<T> UnwindSafe for AssertUnwindSafe<T> {}
impl<T: ?Sized> !RefUnwindSafe for UnsafeCell<T> {}
impl<T> RefUnwindSafe for AssertUnwindSafe<T> {}

/// Asserts that the wrapped value is unwind safe.
pub struct AssertUnwindSafe<T>(pub T);

impl<T> Deref for AssertUnwindSafe<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}
impl<T> DerefMut for AssertUnwindSafe<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}
impl<R, F: FnOnce() -> R> FnOnce<()> for AssertUnwindSafe<F> {
    type Output = R;
    extern "rust-call" fn call_once(self, _args: ()) -> R {
        (self.0)()
    }
}
impl<T: fmt::Debug> fmt::Debug for AssertUnwindSafe<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// A panic payload being handed from `std::panicking` to the runtime.
#[doc(hidden)]
pub unsafe trait BoxMeUp {
    /// Takes the payload out (leaves a dummy).
    fn take_box(&mut self) -> *mut (dyn Any + Send);
    /// Borrows the payload.
    fn get(&mut self) -> &(dyn Any + Send);
}
