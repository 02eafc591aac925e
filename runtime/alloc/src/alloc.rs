//! Memory allocation: the global allocator's entry points and `Global`.

use core::ptr::{self, NonNull};

#[doc(inline)]
pub use core::alloc::*;

extern "Rust" {
    // Defined by the `#[global_allocator]` of the program, or by std's
    // `System` allocator.
    #[rustc_allocator]
    #[rustc_allocator_nounwind]
    fn __rust_alloc(size: usize, align: usize) -> *mut u8;
    #[rustc_allocator_nounwind]
    fn __rust_dealloc(ptr: *mut u8, size: usize, align: usize);
    #[rustc_allocator_nounwind]
    fn __rust_realloc(ptr: *mut u8, old_size: usize, align: usize, new_size: usize) -> *mut u8;
    #[rustc_allocator_nounwind]
    fn __rust_alloc_zeroed(size: usize, align: usize) -> *mut u8;
}

/// The global memory allocator (what `#[global_allocator]` chose).
pub struct Global;
impl Copy for Global {}
impl Clone for Global {
    fn clone(&self) -> Self { *self }
}
impl Default for Global {
    fn default() -> Self { Self }
}
impl core::fmt::Debug for Global {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// Allocates memory with the global allocator.
pub unsafe fn alloc(layout: Layout) -> *mut u8 {
    unsafe { __rust_alloc(layout.size(), layout.align()) }
}
/// Deallocates memory with the global allocator.
pub unsafe fn dealloc(ptr: *mut u8, layout: Layout) {
    unsafe { __rust_dealloc(ptr, layout.size(), layout.align()) }
}
/// Reallocates memory with the global allocator.
pub unsafe fn realloc(ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
    unsafe { __rust_realloc(ptr, layout.size(), layout.align(), new_size) }
}
/// Allocates zeroed memory with the global allocator.
pub unsafe fn alloc_zeroed(layout: Layout) -> *mut u8 {
    unsafe { __rust_alloc_zeroed(layout.size(), layout.align()) }
}

unsafe impl Allocator for Global {
    fn allocate(&self, layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        let raw = if layout.size() == 0 { layout.dangling().as_ptr() } else { unsafe { alloc(layout) } };
        let ptr = NonNull::new(raw).ok_or(AllocError)?;
        Ok(unsafe { NonNull::new_unchecked(ptr::slice_from_raw_parts_mut(ptr.as_ptr(), layout.size())) })
    }
    unsafe fn deallocate(&self, ptr: NonNull<u8>, layout: Layout) {
        if layout.size() != 0 {
            unsafe { dealloc(ptr.as_ptr(), layout) }
        }
    }
}

/// Aborts on an allocation failure.
pub fn handle_alloc_error(layout: Layout) -> ! {
    extern "Rust" {
        #[lang = "oom"]
        fn oom_impl(layout: Layout) -> !;
    }
    unsafe { oom_impl(layout) }
}

// What `box expr` allocates with.
#[lang = "exchange_malloc"]
unsafe fn exchange_malloc(size: usize, align: usize) -> *mut u8 {
    let layout = unsafe { Layout::from_size_align_unchecked(size, align) };
    match Global.allocate(layout) {
        Ok(ptr) => ptr.as_ptr() as *mut u8,
        Err(_) => handle_alloc_error(layout),
    }
}

// What dropping a `Box` frees with (the same fields as `Box`).
#[lang = "box_free"]
pub(crate) unsafe fn box_free<T: ?Sized, A: Allocator>(ptr: NonNull<T>, alloc: A) {
    unsafe {
        let layout = Layout::for_value(ptr.as_ref());
        alloc.deallocate(ptr.cast(), layout)
    }
}
