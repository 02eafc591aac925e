//! The C library functions std calls (Linux x86_64, glibc).

use core::ffi::{c_char, c_int, c_void};

extern "C" {
    pub fn write(fd: c_int, buf: *const c_void, count: usize) -> isize;
    pub fn read(fd: c_int, buf: *mut c_void, count: usize) -> isize;
    pub fn exit(status: c_int) -> !;
    pub fn abort() -> !;
    pub fn getpid() -> c_int;
    pub fn getenv(name: *const c_char) -> *const c_char;
    pub fn malloc(size: usize) -> *mut c_void;
    pub fn free(ptr: *mut c_void);
    pub fn realloc(ptr: *mut c_void, size: usize) -> *mut c_void;
    pub fn calloc(nmemb: usize, size: usize) -> *mut c_void;
    pub fn posix_memalign(memptr: *mut *mut c_void, align: usize, size: usize) -> c_int;
}

// The program's arguments, saved by `lang_start`.
pub static mut ARGC: isize = 0;
pub static mut ARGV: *const *const u8 = core::ptr::null();

/// Writes all of `buf` to the file descriptor `fd`.
pub fn write_all(fd: c_int, mut buf: &[u8]) -> bool {
    while !buf.is_empty() {
        let n = unsafe { write(fd, buf.as_ptr() as *const c_void, buf.len()) };
        if n <= 0 {
            return false;
        }
        buf = &buf[n as usize..];
    }
    true
}
