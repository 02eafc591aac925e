//! Memory allocation APIs: `Layout`, `GlobalAlloc`, `Allocator`.

use crate::fmt;
use crate::mem;
use crate::ptr::{self, NonNull};

/// The size and alignment of a block of memory.
#[lang = "alloc_layout"]
pub struct Layout {
    size: usize,
    align: usize,
}
impl Copy for Layout {}
impl Clone for Layout {
    fn clone(&self) -> Self { *self }
}
impl crate::fmt::Debug for Layout {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl PartialEq for Layout {
    fn eq(&self, other: &Self) -> bool { self.size == other.size && self.align == other.align }
}
impl Eq for Layout {}
impl crate::hash::Hash for Layout {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}

impl Layout {
    /// A layout of `size` bytes aligned to `align` (a power of two).
    pub const fn from_size_align(size: usize, align: usize) -> Result<Self, LayoutError> {
        // a power of two, and the size rounded up to it fits an isize
        if align == 0 || (align & (align - 1)) != 0 || size > isize::MAX as usize - (align - 1) {
            return Err(LayoutError);
        }
        Ok(Layout { size, align })
    }
    /// A layout without the checks of `from_size_align`.
    #[must_use]
    pub const unsafe fn from_size_align_unchecked(size: usize, align: usize) -> Self {
        Layout { size, align }
    }
    /// The size in bytes.
    #[must_use]
    pub const fn size(&self) -> usize {
        self.size
    }
    /// The alignment in bytes.
    #[must_use]
    pub const fn align(&self) -> usize {
        self.align
    }
    /// The layout of a `T`.
    #[must_use]
    pub const fn new<T>() -> Self {
        Layout { size: mem::size_of::<T>(), align: mem::align_of::<T>() }
    }
    /// The layout of the pointed-to value.
    #[must_use]
    pub fn for_value<T: ?Sized>(t: &T) -> Self {
        Layout { size: mem::size_of_val(t), align: mem::align_of_val(t) }
    }
    /// A dangling pointer aligned for this layout.
    #[must_use]
    pub const fn dangling(&self) -> NonNull<u8> {
        unsafe { NonNull::new_unchecked(self.align as *mut u8) }
    }
    /// The layout of `[T; n]`.
    pub fn array<T>(n: usize) -> Result<Self, LayoutError> {
        let elem = mem::size_of::<T>();
        if elem != 0 && n > (isize::MAX as usize) / elem {
            return Err(LayoutError);
        }
        Layout::from_size_align(elem * n, mem::align_of::<T>())
    }
    /// The layout rounded up to a multiple of its alignment.
    #[must_use]
    pub const fn pad_to_align(&self) -> Layout {
        let size = (self.size + self.align - 1) & !(self.align - 1);
        Layout { size, align: self.align }
    }
}

/// The error of `Layout::from_size_align` and friends.
#[non_exhaustive]
pub struct LayoutError;
impl Clone for LayoutError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for LayoutError {
    fn eq(&self, other: &Self) -> bool { true }
}
impl Eq for LayoutError {}
impl crate::fmt::Debug for LayoutError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

/// The old name of `LayoutError`.
#[stable(feature = "rust1", since = "1.0.0")]
#[deprecated(since = "1.52.0", note = "Name does not follow std convention, use LayoutError")]
pub type LayoutErr = LayoutError;

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid parameters to Layout::from_size_align")
    }
}

/// The error of an `Allocator` that could not allocate.
pub struct AllocError;
impl Copy for AllocError {}
impl Clone for AllocError {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for AllocError {
    fn eq(&self, other: &Self) -> bool { true }
}
impl Eq for AllocError {}
impl crate::fmt::Debug for AllocError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

impl fmt::Display for AllocError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("memory allocation failed")
    }
}

/// A memory allocator registered with `#[global_allocator]`.
pub unsafe trait GlobalAlloc {
    /// Allocates memory as described by `layout`.
    unsafe fn alloc(&self, layout: Layout) -> *mut u8;
    /// Deallocates the block at `ptr` allocated with `layout`.
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout);
    /// Allocates zeroed memory.
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let ptr = unsafe { self.alloc(layout) };
        if !ptr.is_null() {
            unsafe { crate::ptr::write_bytes(ptr, 0, layout.size()) };
        }
        ptr
    }
    /// Resizes the block at `ptr` to `new_size` bytes.
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let new_ptr = unsafe { self.alloc(new_layout) };
        if !new_ptr.is_null() {
            let n = if layout.size() < new_size { layout.size() } else { new_size };
            unsafe {
                crate::ptr::copy_nonoverlapping(ptr, new_ptr, n);
                self.dealloc(ptr, layout);
            }
        }
        new_ptr
    }
}

/// An allocator usable by collections (`Vec<T, A>`).
pub unsafe trait Allocator {
    /// Allocates a block.
    fn allocate(&self, layout: Layout) -> Result<NonNull<[u8]>, AllocError>;
    /// Deallocates a block.
    unsafe fn deallocate(&self, ptr: NonNull<u8>, layout: Layout);
    /// Allocates a zeroed block.
    fn allocate_zeroed(&self, layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        let block = self.allocate(layout)?;
        unsafe { ptr::write_bytes(block.as_ptr() as *mut u8, 0, layout.size()) };
        Ok(block)
    }
    /// Grows a block.
    unsafe fn grow(&self, ptr: NonNull<u8>, old_layout: Layout, new_layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        let block = self.allocate(new_layout)?;
        unsafe {
            ptr::copy_nonoverlapping(ptr.as_ptr() as *const u8, block.as_ptr() as *mut u8, old_layout.size());
            self.deallocate(ptr, old_layout);
        }
        Ok(block)
    }
    /// Shrinks a block.
    unsafe fn shrink(&self, ptr: NonNull<u8>, old_layout: Layout, new_layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        let block = self.allocate(new_layout)?;
        unsafe {
            ptr::copy_nonoverlapping(ptr.as_ptr() as *const u8, block.as_ptr() as *mut u8, new_layout.size());
            self.deallocate(ptr, old_layout);
        }
        Ok(block)
    }
    /// This allocator, by reference.
    fn by_ref(&self) -> &Self
    where
        Self: Sized,
    {
        self
    }
}

unsafe impl<A: Allocator + ?Sized> Allocator for &A {
    fn allocate(&self, layout: Layout) -> Result<NonNull<[u8]>, AllocError> {
        (**self).allocate(layout)
    }
    unsafe fn deallocate(&self, ptr: NonNull<u8>, layout: Layout) {
        unsafe { (**self).deallocate(ptr, layout) }
    }
}
