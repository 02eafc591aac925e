//! The runtime: the program entry point (`lang_start`) and the functions
//! the panic macros of std call.

pub use crate::panicking::{begin_panic, panic_count};
pub use core::panicking::{panic_display, panic_fmt};

use crate::process::Termination;

// What the compiler calls with the program's `main`.
#[lang = "start"]
fn lang_start<T: Termination + 'static>(main: fn() -> T, argc: isize, argv: *const *const u8) -> isize {
    unsafe {
        crate::sys::ARGC = argc;
        crate::sys::ARGV = argv;
    }
    main().report().0 as isize
}
