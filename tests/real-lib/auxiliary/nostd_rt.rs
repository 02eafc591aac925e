//! The runtime of the real-library test programs: what std would give a
//! program, written over libc, so that a `#![no_std]` program using only
//! core and alloc can allocate, print, panic and start.
//!
//! A program includes it as a module (before any use of its macros):
//!
//!     #![no_std]
//!     #![no_main]
//!     #![feature(alloc_error_handler, panic_info_message)]
//!     extern crate alloc;
//!     #[macro_use]
//!     #[path = "auxiliary/nostd_rt.rs"]
//!     mod rt;
//!     fn run() { println!("hello"); }
//!
//! `main` (the C entry point) calls the program's `crate::run()` and
//! returns 0. Output goes straight to `write(1, ..)` / `write(2, ..)`
//! without buffering, so nothing is lost when a panic calls `exit(101)`.

use core::alloc::{GlobalAlloc, Layout};
use core::fmt::{self, Write};

#[allow(non_camel_case_types)]
pub type size_t = usize;

#[link(name = "c")]
extern "C" {
    pub fn malloc(size: size_t) -> *mut u8;
    pub fn calloc(n: size_t, size: size_t) -> *mut u8;
    pub fn realloc(p: *mut u8, size: size_t) -> *mut u8;
    pub fn free(p: *mut u8);
    pub fn posix_memalign(out: *mut *mut u8, align: size_t, size: size_t) -> i32;
    pub fn write(fd: i32, buf: *const u8, n: size_t) -> isize;
    pub fn exit(status: i32) -> !;
}

/// The global allocator: malloc's alignment (16 on x86_64) covers most
/// layouts; larger alignments go through posix_memalign.
pub struct Malloc;

const MALLOC_ALIGN: usize = 16;

unsafe impl GlobalAlloc for Malloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= MALLOC_ALIGN {
            malloc(layout.size())
        } else {
            let mut p: *mut u8 = core::ptr::null_mut();
            if posix_memalign(&mut p, layout.align(), layout.size()) != 0 {
                return core::ptr::null_mut();
            }
            p
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= MALLOC_ALIGN {
            calloc(1, layout.size())
        } else {
            let p = self.alloc(layout);
            if !p.is_null() {
                core::ptr::write_bytes(p, 0, layout.size());
            }
            p
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        free(ptr)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= MALLOC_ALIGN {
            realloc(ptr, new_size)
        } else {
            let new = self.alloc(Layout::from_size_align_unchecked(new_size, layout.align()));
            if !new.is_null() {
                let n = if layout.size() < new_size { layout.size() } else { new_size };
                core::ptr::copy_nonoverlapping(ptr, new, n);
                free(ptr);
            }
            new
        }
    }
}

#[global_allocator]
static GLOBAL: Malloc = Malloc;

/// A file descriptor as a `fmt::Write`: every piece is written at once.
pub struct Fd(pub i32);

impl Write for Fd {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let mut rest = s.as_bytes();
        while !rest.is_empty() {
            let n = unsafe { write(self.0, rest.as_ptr(), rest.len()) };
            if n <= 0 {
                return Err(fmt::Error);
            }
            rest = &rest[n as usize..];
        }
        Ok(())
    }
}

pub fn print_args(fd: i32, args: fmt::Arguments) {
    let _ = Fd(fd).write_fmt(args);
}

#[macro_export]
macro_rules! print {
    ($($arg:tt)*) => { $crate::rt::print_args(1, format_args!($($arg)*)) };
}

#[macro_export]
macro_rules! println {
    () => { $crate::rt::print_args(1, format_args!("\n")) };
    ($($arg:tt)*) => {{
        $crate::rt::print_args(1, format_args!($($arg)*));
        $crate::rt::print_args(1, format_args!("\n"));
    }};
}

#[macro_export]
macro_rules! eprintln {
    ($($arg:tt)*) => {{
        $crate::rt::print_args(2, format_args!($($arg)*));
        $crate::rt::print_args(2, format_args!("\n"));
    }};
}

/// Prints what std's default hook prints for the main thread (without the
/// backtrace note), then exits with 101 like a panicking std program.
#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    let mut err = Fd(2);
    let _ = err.write_str("thread 'main' panicked at '");
    if let Some(msg) = info.message() {
        let _ = err.write_fmt(*msg);
    }
    let _ = err.write_str("'");
    if let Some(loc) = info.location() {
        let _ = write!(err, ", {}:{}:{}", loc.file(), loc.line(), loc.column());
    }
    let _ = err.write_str("\n");
    unsafe { exit(101) }
}

#[alloc_error_handler]
fn alloc_error(layout: Layout) -> ! {
    let _ = write!(Fd(2), "memory allocation of {} bytes failed\n", layout.size());
    unsafe { exit(134) }
}

// rustc's prebuilt alloc (in its sysroot) was compiled with panic=unwind:
// its landing pads name `_Unwind_Resume` (of libgcc_s) and the
// personality routine `rust_eh_personality`, which std would define. With
// panic=abort nothing unwinds, so neither is ever called; they only have to
// link. (rcc builds core and alloc from source with the program's strategy.)
#[no_mangle]
pub extern "C" fn rust_eh_personality() {}

#[no_mangle]
pub extern "C" fn _Unwind_Resume() -> ! {
    unsafe { exit(134) }
}

#[no_mangle]
pub extern "C" fn main(_argc: i32, _argv: *const *const u8) -> i32 {
    crate::run();
    0
}
