//! The functions panics go through: what `panic!`, `assert!`, overflow
//! and bounds checks call. They all end in `panic_fmt`, which calls the
//! `#[panic_handler]` (std's, or the program's under `#![no_std]`).

use crate::fmt;
use crate::panic::{Location, PanicInfo};

/// The panic of `panic!("literal")`, `assert!` and arithmetic overflow.
#[cold]
#[inline(never)]
#[track_caller]
#[lang = "panic"]
pub const fn panic(expr: &'static str) -> ! {
    panic_fmt(fmt::Arguments::new_v1(&[expr], &[]));
}

/// The panic of 2015-style `panic!(expr)` with a `&str`.
#[track_caller]
#[rustc_diagnostic_item = "panic_str"]
pub const fn panic_str(expr: &str) -> ! {
    panic_display(&expr);
}

/// The panic of 2015-style `unreachable!(expr)`.
#[track_caller]
#[rustc_diagnostic_item = "unreachable_display"]
pub fn unreachable_display<T: fmt::Display>(x: &T) -> ! {
    panic_fmt(format_args!("internal error: entered unreachable code: {}", *x));
}

/// The panic of `panic!("{}", x)`.
#[track_caller]
#[lang = "panic_display"]
#[rustc_do_not_const_check]
pub const fn panic_display<T: fmt::Display>(x: &T) -> ! {
    panic_fmt(format_args!("{}", *x));
}

#[cold]
#[inline(never)]
#[track_caller]
#[lang = "panic_bounds_check"]
fn panic_bounds_check(index: usize, len: usize) -> ! {
    panic!("index out of bounds: the len is {} but the index is {}", len, index)
}

#[cold]
#[inline(never)]
#[lang = "panic_no_unwind"]
fn panic_no_unwind() -> ! {
    extern "Rust" {
        #[lang = "panic_impl"]
        fn panic_impl(pi: &PanicInfo<'_>) -> !;
    }
    let fmt = format_args!("panic in a function that cannot unwind");
    let pi = PanicInfo::internal_constructor(Some(&fmt), Location::caller(), false);
    unsafe { panic_impl(&pi) }
}

/// The entry point of every panic with a message.
#[cold]
#[inline(never)]
#[track_caller]
#[lang = "panic_fmt"]
#[rustc_do_not_const_check]
pub const fn panic_fmt(fmt: fmt::Arguments<'_>) -> ! {
    extern "Rust" {
        #[lang = "panic_impl"]
        fn panic_impl(pi: &PanicInfo<'_>) -> !;
    }
    let pi = PanicInfo::internal_constructor(Some(&fmt), Location::caller(), true);
    unsafe { panic_impl(&pi) }
}

/// `panic_fmt` for const evaluation.
#[track_caller]
#[lang = "const_panic_fmt"]
pub const fn const_panic_fmt(fmt: fmt::Arguments<'_>) -> ! {
    if let Some(msg) = fmt.as_str() {
        panic_str(msg);
    } else {
        panic_str("???");
    }
}

/// Which assertion failed.
#[doc(hidden)]
pub enum AssertKind {
    Eq,
    Ne,
    Match,
}
impl crate::fmt::Debug for AssertKind {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

/// The panic of `assert_eq!` and `assert_ne!`.
#[cold]
#[track_caller]
#[doc(hidden)]
pub fn assert_failed<T, U>(kind: AssertKind, left: &T, right: &U, args: Option<fmt::Arguments<'_>>) -> !
where
    T: fmt::Debug + ?Sized,
    U: fmt::Debug + ?Sized,
{
    assert_failed_inner(kind, &left, &right, args)
}

/// The panic of `assert_matches!`.
#[cold]
#[track_caller]
#[doc(hidden)]
pub fn assert_matches_failed<T: fmt::Debug + ?Sized>(left: &T, right: &str, args: Option<fmt::Arguments<'_>>) -> ! {
    // The pattern is printed as written, not as a Debug string.
    struct Pattern<'a>(&'a str);
    impl fmt::Debug for Pattern<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.0)
        }
    }
    assert_failed_inner(AssertKind::Match, &left, &Pattern(right), args);
}

#[track_caller]
fn assert_failed_inner(
    kind: AssertKind,
    left: &dyn fmt::Debug,
    right: &dyn fmt::Debug,
    args: Option<fmt::Arguments<'_>>,
) -> ! {
    let op = match kind {
        AssertKind::Eq => "==",
        AssertKind::Ne => "!=",
        AssertKind::Match => "matches",
    };
    match args {
        Some(args) => panic!(
            "assertion failed: `(left {} right)`\n  left: `{:?}`,\n right: `{:?}`: {}",
            op, left, right, args
        ),
        None => panic!("assertion failed: `(left {} right)`\n  left: `{:?}`,\n right: `{:?}`", op, left, right),
    }
}
