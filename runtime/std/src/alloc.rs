//! Memory allocation: alloc's API, the `System` allocator, and the
//! allocation error handler.

pub use alloc_crate::alloc::*;

/// The default memory allocator of the system (`malloc`).
pub struct System;
impl core::fmt::Debug for System {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Default for System {
    fn default() -> Self { Self }
}
impl Copy for System {}
impl Clone for System {
    fn clone(&self) -> Self { *self }
}

unsafe impl GlobalAlloc for System {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= 16 {
            unsafe { crate::sys::malloc(layout.size()) as *mut u8 }
        } else {
            let mut out = core::ptr::null_mut();
            let ret = unsafe { crate::sys::posix_memalign(&mut out, layout.align(), layout.size()) };
            if ret != 0 { core::ptr::null_mut() } else { out as *mut u8 }
        }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        unsafe { crate::sys::free(ptr as *mut core::ffi::c_void) }
    }
}

/// Registers a hook called on allocation errors (v0: not called).
pub fn set_alloc_error_hook(hook: fn(Layout)) {}
/// Unregisters the allocation error hook.
pub fn take_alloc_error_hook() -> fn(Layout) { core::__rcc_unwritten!() }

// The allocation error handler of programs that use std.
#[alloc_error_handler]
pub fn rust_oom(layout: Layout) -> ! {
    eprintln!("memory allocation of {} bytes failed", layout.size());
    crate::process::abort()
}
