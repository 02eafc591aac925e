//! Panics in std: the `#[panic_handler]` (prints rustc's message and exits
//! with status 101: rcc builds with `panic=abort`), `begin_panic`, hooks.

use core::any::Any;
use core::fmt;
use core::panic::{Location, PanicInfo};

use crate::boxed::Box;
use crate::io::Write;

/// Registers a custom panic hook (v0: hooks are not called yet).
pub fn set_hook(hook: Box<dyn Fn(&PanicInfo<'_>) + Sync + Send + 'static>) {
    crate::mem::forget(hook);
}

/// Unregisters the current panic hook, returning it.
pub fn take_hook() -> Box<dyn Fn(&PanicInfo<'_>) + Sync + Send + 'static> {
    loop {}
}

/// Atomically replaces the panic hook (v0: not written yet).
pub fn update_hook<F>(hook_fn: F)
where
    F: Fn(&(dyn Fn(&PanicInfo<'_>) + Send + Sync + 'static), &PanicInfo<'_>) + Sync + Send + 'static,
{
    loop {}
}

#[doc(hidden)]
pub mod panic_count {
    /// The number of panics of the current thread (v0: always 0).
    pub fn count_is_zero() -> bool {
        true
    }
}

// The panic handler: rustc's message on stderr, then exit status 101.
#[panic_handler]
pub fn begin_panic_handler(info: &PanicInfo<'_>) -> ! {
    let mut err = crate::io::stderr();
    let _ = match info.message() {
        Some(msg) => write!(err, "thread 'main' panicked at '{}', ", msg),
        None => match info.payload().downcast_ref::<&'static str>() {
            Some(s) => write!(err, "thread 'main' panicked at '{}', ", s),
            None => write!(err, "thread 'main' panicked at 'Box<dyn Any>', "),
        },
    };
    if let Some(location) = info.location() {
        let _ = writeln!(err, "{}", location);
    }
    let _ = err.write_all(b"note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n");
    unsafe { crate::sys::exit(101) }
}

/// The panic of `panic!(value)` in editions 2015/2018 and `panic_any`.
#[lang = "begin_panic"]
#[inline(never)]
#[cold]
#[track_caller]
pub fn begin_panic<M: Any + Send>(msg: M) -> ! {
    let loc = Location::caller();
    let payload: &(dyn Any + Send) = &msg;
    let mut info = PanicInfo::internal_constructor(None, loc, true);
    info.set_payload(payload);
    begin_panic_handler(&info)
}
