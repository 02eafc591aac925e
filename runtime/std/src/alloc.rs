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

// The default global allocator's entry points (System), which the
// compiler links `alloc`'s `__rust_alloc` & co. to when the program has
// no #[global_allocator] (rustc's allocator shim does the same).
#[rustc_std_internal_symbol]
pub unsafe fn __rdl_alloc(size: usize, align: usize) -> *mut u8 {
    unsafe { System.alloc(Layout::from_size_align_unchecked(size, align)) }
}
#[rustc_std_internal_symbol]
pub unsafe fn __rdl_dealloc(ptr: *mut u8, size: usize, align: usize) {
    unsafe { System.dealloc(ptr, Layout::from_size_align_unchecked(size, align)) }
}
#[rustc_std_internal_symbol]
pub unsafe fn __rdl_realloc(ptr: *mut u8, old_size: usize, align: usize, new_size: usize) -> *mut u8 {
    unsafe { System.realloc(ptr, Layout::from_size_align_unchecked(old_size, align), new_size) }
}
#[rustc_std_internal_symbol]
pub unsafe fn __rdl_alloc_zeroed(size: usize, align: usize) -> *mut u8 {
    unsafe { System.alloc_zeroed(Layout::from_size_align_unchecked(size, align)) }
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
