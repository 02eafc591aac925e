//! Panic support in the standard library.

use core::any::Any;

use crate::boxed::Box;
use crate::thread::Result;

pub use crate::panicking::{set_hook, take_hook, update_hook};
pub use core::panic::panic_2021;
pub use core::panic::{AssertUnwindSafe, Location, PanicInfo, RefUnwindSafe, UnwindSafe};

/// `panic!` for editions 2015 and 2018, in std: a single argument is the
/// payload, of any type.
#[rustc_diagnostic_item = "std_panic_2015_macro"]
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(libstd_sys_internals, const_format_args, core_panic)]
pub macro panic_2015 {
    () => ({
        $crate::rt::begin_panic("explicit panic")
    }),
    ($msg:expr $(,)?) => ({
        $crate::rt::begin_panic($msg)
    }),
    // The single-argument case is special for const panics.
    ("{}", $arg:expr $(,)?) => ({
        $crate::rt::panic_display(&$arg)
    }),
    ($fmt:expr, $($arg:tt)+) => ({
        $crate::rt::panic_fmt($crate::const_format_args!($fmt, $($arg)+))
    }),
}

/// Panics with a value of any type as the payload.
#[track_caller]
pub fn panic_any<M: 'static + Any + Send>(msg: M) -> ! {
    crate::panicking::begin_panic(msg);
}

/// Runs `f`, catching a panic (v0: panics abort, so this always returns
/// `Ok`).
pub fn catch_unwind<F: FnOnce() -> R + UnwindSafe, R>(f: F) -> Result<R> {
    Ok(f())
}

/// Continues unwinding a caught panic (v0: aborts).
pub fn resume_unwind(payload: Box<dyn Any + Send>) -> ! {
    unsafe { crate::sys::abort() }
}
