//! Raw pointers: `null`, `read`/`write`, `drop_in_place`, `NonNull`,
//! pointer metadata, `addr_of!`, and the inherent methods of `*const T`
//! and `*mut T`.

use crate::cmp::Ordering;
use crate::fmt;
use crate::hash;
use crate::intrinsics;
use crate::marker::{PhantomData, Unsize};
use crate::mem::{self, MaybeUninit};
use crate::ops::{CoerceUnsized, DispatchFromDyn};

pub use crate::intrinsics::copy;
pub use crate::intrinsics::copy_nonoverlapping;
pub use crate::intrinsics::write_bytes;

/// Runs the destructor of the pointed-to value (the compiler supplies the
/// body: the drop glue of `T`).
#[lang = "drop_in_place"]
#[allow(unconditional_recursion)]
pub unsafe fn drop_in_place<T: ?Sized>(to_drop: *mut T) {
    unsafe { drop_in_place(to_drop) }
}

/// A null raw pointer.
#[must_use]
#[rustc_promotable]
#[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
#[rustc_diagnostic_item = "ptr_null"]
pub const fn null<T>() -> *const T {
    0 as *const T
}

/// A null mutable raw pointer.
#[must_use]
#[rustc_promotable]
#[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
#[rustc_diagnostic_item = "ptr_null_mut"]
pub const fn null_mut<T>() -> *mut T {
    0 as *mut T
}



/// A slice pointer from a data pointer and a length.
pub const fn slice_from_raw_parts<T>(data: *const T, len: usize) -> *const [T] {
    from_raw_parts(data.cast(), len)
}

/// A mutable slice pointer from a data pointer and a length.
pub const fn slice_from_raw_parts_mut<T>(data: *mut T, len: usize) -> *mut [T] {
    from_raw_parts_mut(data.cast(), len)
}

/// Swaps the values at two locations (which may overlap).
pub const unsafe fn swap<T>(x: *mut T, y: *mut T) {
    // through a temporary: correct when the two overlap
    unsafe {
        let tmp = read(x);
        copy(y, x, 1);
        write(y, tmp);
    }
}


/// Moves `src` into `*dst`, returning the old value.
pub const unsafe fn replace<T>(dst: *mut T, mut src: T) -> T {
    unsafe {
        crate::intrinsics::copy_nonoverlapping(dst as *const T, &mut src as *mut T, 1);
        // src now holds the old value; dst gets the new one back
        let old = read(&src as *const T);
        crate::intrinsics::copy_nonoverlapping(&src as *const T, dst, 1);
        crate::mem::forget(src);
        old
    }
}

/// Reads the value at `src` without moving it.
pub const unsafe fn read<T>(src: *const T) -> T {
    let mut tmp = crate::mem::MaybeUninit::<T>::uninit();
    unsafe {
        crate::intrinsics::copy_nonoverlapping(src, tmp.as_mut_ptr(), 1);
        tmp.assume_init()
    }
}

/// Reads the value at a possibly unaligned `src`.
pub const unsafe fn read_unaligned<T>(src: *const T) -> T {
    let mut tmp = crate::mem::MaybeUninit::<T>::uninit();
    unsafe {
        crate::intrinsics::copy_nonoverlapping(src as *const u8, tmp.as_mut_ptr() as *mut u8, crate::mem::size_of::<T>());
        tmp.assume_init()
    }
}

/// Overwrites `*dst` without dropping the old value.
pub const unsafe fn write<T>(dst: *mut T, src: T) {
    unsafe {
        crate::intrinsics::copy_nonoverlapping(&src as *const T, dst, 1);
    }
    crate::mem::forget(src);
}

/// Overwrites a possibly unaligned `*dst` without dropping the old value.
pub const unsafe fn write_unaligned<T>(dst: *mut T, src: T) {
    unsafe {
        crate::intrinsics::copy_nonoverlapping(&src as *const T as *const u8, dst as *mut u8, crate::mem::size_of::<T>());
    }
    crate::mem::forget(src);
}

/// A volatile read.
pub unsafe fn read_volatile<T>(src: *const T) -> T {
    unsafe { intrinsics::volatile_load(src) }
}

/// A volatile write.
pub unsafe fn write_volatile<T>(dst: *mut T, src: T) {
    unsafe { intrinsics::volatile_store(dst, src) }
}

/// Compares raw pointers for equality (addresses and metadata).
pub fn eq<T: ?Sized>(a: *const T, b: *const T) -> bool {
    a == b
}


/// The offset that aligns `p` to `a` bytes (or `usize::MAX`).
#[lang = "align_offset"]
pub(crate) unsafe fn align_offset<T: Sized>(p: *const T, a: usize) -> usize {
    let addr = p as *const () as usize;
    let misalign = addr & (a - 1);
    if misalign == 0 {
        return 0;
    }
    let bytes = a - misalign;
    let size = crate::mem::size_of::<T>();
    if size == 0 || bytes % size != 0 { usize::MAX } else { bytes / size }
}

/// Takes the address of a place without creating a reference.
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(raw_ref_op)]
pub macro addr_of($place:expr) {
    &raw const $place
}

/// Takes the mutable address of a place without creating a reference.
#[rustc_macro_transparency = "semitransparent"]
#[allow_internal_unstable(raw_ref_op)]
pub macro addr_of_mut($place:expr) {
    &raw mut $place
}

// ---- pointer metadata ------------------------------------------------------

/// The metadata of pointers to a type (`()`, a length, a vtable).
#[lang = "pointee_trait"]
pub trait Pointee {
    /// The type of the metadata.
    #[lang = "metadata_type"]
    type Metadata: Copy + Send + Sync + Ord + hash::Hash + Unpin;
}

/// Pointers to types that implement this trait alias are thin.
pub trait Thin = Pointee<Metadata = ()>;

/// The metadata of a pointer.
pub const fn metadata<T: ?Sized>(ptr: *const T) -> <T as Pointee>::Metadata {
    unsafe { PtrRepr { const_ptr: ptr }.components.metadata }
}

/// A pointer from an address and metadata.
pub const fn from_raw_parts<T: ?Sized>(data_address: *const (), metadata: <T as Pointee>::Metadata) -> *const T {
    unsafe { PtrRepr { components: PtrComponents { data_address, metadata } }.const_ptr }
}

/// A mutable pointer from an address and metadata.
pub const fn from_raw_parts_mut<T: ?Sized>(data_address: *mut (), metadata: <T as Pointee>::Metadata) -> *mut T {
    unsafe { PtrRepr { components: PtrComponents { data_address, metadata } }.mut_ptr }
}

#[repr(C)]
union PtrRepr<T: ?Sized> {
    const_ptr: *const T,
    mut_ptr: *mut T,
    components: PtrComponents<T>,
}

#[repr(C)]
struct PtrComponents<T: ?Sized> {
    data_address: *const (),
    metadata: <T as Pointee>::Metadata,
}

impl<T: ?Sized> Copy for PtrComponents<T> {}
impl<T: ?Sized> Clone for PtrComponents<T> {
    fn clone(&self) -> Self {
        *self
    }
}

/// The metadata of a `dyn Trait` pointer: its vtable.
#[lang = "dyn_metadata"]
pub struct DynMetadata<Dyn: ?Sized> {
    vtable_ptr: &'static VTable,
    phantom: PhantomData<Dyn>,
}

// The layout of a vtable: drop, size, align, then the methods.
#[repr(C)]
struct VTable {
    drop_in_place: fn(*mut ()),
    size_of: usize,
    align_of: usize,
}


unsafe impl<Dyn: ?Sized> Send for DynMetadata<Dyn> {}
unsafe impl<Dyn: ?Sized> Sync for DynMetadata<Dyn> {}
impl<Dyn: ?Sized> Unpin for DynMetadata<Dyn> {}
impl<Dyn: ?Sized> Copy for DynMetadata<Dyn> {}
impl<Dyn: ?Sized> Clone for DynMetadata<Dyn> {
    fn clone(&self) -> Self {
        *self
    }
}

// ---- NonNull -------------------------------------------------------------

/// A non-null `*mut T`, covariant in `T`.
#[repr(transparent)]
#[rustc_layout_scalar_valid_range_start(1)]
#[rustc_nonnull_optimization_guaranteed]
pub struct NonNull<T: ?Sized> {
    pointer: *const T,
}

impl<T: ?Sized> !Send for NonNull<T> {}
impl<T: ?Sized> !Sync for NonNull<T> {}

impl<T: Sized> NonNull<T> {
    /// A dangling, well-aligned pointer.
    #[must_use]
    pub const fn dangling() -> Self {
        unsafe { NonNull { pointer: crate::mem::align_of::<T>() as *const T } }
    }
}

impl<T: ?Sized> NonNull<T> {
    /// Wraps `ptr`, which must not be null.
    pub const unsafe fn new_unchecked(ptr: *mut T) -> Self {
        unsafe { NonNull { pointer: ptr as _ } }
    }
    /// Wraps `ptr` if it is not null.
    pub fn new(ptr: *mut T) -> Option<Self> {
        if ptr.is_null() { None } else { Some(unsafe { NonNull { pointer: ptr as *const T } }) }
    }
    /// The underlying pointer.
    #[must_use]
    pub const fn as_ptr(self) -> *mut T {
        self.pointer as *mut T
    }
    /// A shared reference to the value.
    #[must_use]
    pub const unsafe fn as_ref<'a>(&self) -> &'a T {
        unsafe { &*self.as_ptr() }
    }
    /// A mutable reference to the value.
    #[must_use]
    pub unsafe fn as_mut<'a>(&mut self) -> &'a mut T {
        unsafe { &mut *self.as_ptr() }
    }
    /// Casts to a pointer of another type.
    #[must_use = "this returns the result of the operation, without modifying the original"]
    pub const fn cast<U>(self) -> NonNull<U> {
        unsafe { NonNull { pointer: self.pointer as *const U } }
    }
}

impl<T: ?Sized> Clone for NonNull<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T: ?Sized> Copy for NonNull<T> {}
impl<T: ?Sized, U: ?Sized> CoerceUnsized<NonNull<U>> for NonNull<T> where T: Unsize<U> {}
impl<T: ?Sized, U: ?Sized> DispatchFromDyn<NonNull<U>> for NonNull<T> where T: Unsize<U> {}
impl<T: ?Sized> fmt::Debug for NonNull<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized> Eq for NonNull<T> {}
impl<T: ?Sized> PartialEq for NonNull<T> {
    fn eq(&self, other: &Self) -> bool {
        self.as_ptr() == other.as_ptr()
    }
}
impl<T: ?Sized> From<&mut T> for NonNull<T> {
    fn from(reference: &mut T) -> Self {
        unsafe { NonNull { pointer: reference as *mut T } }
    }
}
impl<T: ?Sized> From<&T> for NonNull<T> {
    fn from(reference: &T) -> Self {
        unsafe { NonNull { pointer: reference as *const T } }
    }
}

// ---- raw pointer methods ---------------------------------------------------

impl<T: ?Sized> *const T {
    /// Whether the pointer is null.
    pub const fn is_null(self) -> bool {
        intrinsics::ptr_guaranteed_eq(self as *const u8, null())
    }
    /// Casts to a pointer of another type.
    pub const fn cast<U>(self) -> *const U {
        self as _
    }
    /// The address of the pointer.
    pub fn addr(self) -> usize {
        self as *const () as usize
    }
    /// A shared reference to the value, if the pointer is not null.
    pub const unsafe fn as_ref<'a>(self) -> Option<&'a T> {
        if self.is_null() { None } else { unsafe { Some(&*self) } }
    }
}

impl<T> *const T {
    /// The pointer `count` elements further.
    pub const unsafe fn offset(self, count: isize) -> *const T {
        unsafe { intrinsics::offset(self, count) }
    }
    /// The pointer `count` elements further.
    pub const unsafe fn add(self, count: usize) -> Self {
        unsafe { self.offset(count as isize) }
    }
    /// The pointer `count` elements back.
    pub const unsafe fn sub(self, count: usize) -> Self {
        unsafe { self.offset(0 - (count as isize)) }
    }
    /// The pointer `count` elements further, wrapping.
    pub const fn wrapping_add(self, count: usize) -> Self {
        unsafe { intrinsics::arith_offset(self, count as isize) }
    }
    /// The distance to `origin` in elements.
    pub const unsafe fn offset_from(self, origin: *const T) -> isize {
        unsafe { intrinsics::ptr_offset_from(self, origin) }
    }
    /// Reads the value.
    pub const unsafe fn read(self) -> T {
        unsafe { read(self) }
    }
}

impl<T: ?Sized> *mut T {
    /// Whether the pointer is null.
    pub const fn is_null(self) -> bool {
        intrinsics::ptr_guaranteed_eq(self as *const u8, null())
    }
    /// Casts to a pointer of another type.
    pub const fn cast<U>(self) -> *mut U {
        self as _
    }
    /// The address of the pointer.
    pub fn addr(self) -> usize {
        self as *const () as usize
    }
    /// A shared reference to the value, if the pointer is not null.
    pub const unsafe fn as_ref<'a>(self) -> Option<&'a T> {
        if self.is_null() { None } else { unsafe { Some(&*self) } }
    }
    /// A mutable reference to the value, if the pointer is not null.
    pub const unsafe fn as_mut<'a>(self) -> Option<&'a mut T> {
        if self.is_null() { None } else { unsafe { Some(&mut *self) } }
    }
}

impl<T> *mut T {
    /// The pointer `count` elements further.
    pub const unsafe fn offset(self, count: isize) -> *mut T {
        unsafe { intrinsics::offset(self as *const T, count) as *mut T }
    }
    /// The pointer `count` elements further.
    pub const unsafe fn add(self, count: usize) -> Self {
        unsafe { self.offset(count as isize) }
    }
    /// The pointer `count` elements back.
    pub const unsafe fn sub(self, count: usize) -> Self {
        unsafe { self.offset(0 - (count as isize)) }
    }
    /// The pointer `count` elements further, wrapping.
    pub const fn wrapping_add(self, count: usize) -> Self {
        unsafe { intrinsics::arith_offset(self as *const T, count as isize) as *mut T }
    }
    /// The distance to `origin` in elements.
    pub const unsafe fn offset_from(self, origin: *const T) -> isize {
        unsafe { (self as *const T).offset_from(origin) }
    }
    /// Reads the value.
    pub const unsafe fn read(self) -> T {
        unsafe { read(self) }
    }
    /// Overwrites the value without dropping the old one.
    pub const unsafe fn write(self, val: T) {
        unsafe { write(self, val) }
    }
    /// Sets `count` elements' bytes to `val`.
    pub const unsafe fn write_bytes(self, val: u8, count: usize) {
        unsafe { write_bytes(self, val, count) }
    }
    /// Runs the destructor of the value.
    pub unsafe fn drop_in_place(self) {
        unsafe { drop_in_place(self) }
    }
}

// Comparisons of raw pointers (the compiler's own on primitive operands).
impl<T: ?Sized> PartialEq for *const T {
    fn eq(&self, other: &*const T) -> bool {
        *self == *other
    }
}
impl<T: ?Sized> Eq for *const T {}
impl<T: ?Sized> PartialEq for *mut T {
    fn eq(&self, other: &*mut T) -> bool {
        *self == *other
    }
}
impl<T: ?Sized> Eq for *mut T {}
impl<T: ?Sized> PartialOrd for *const T {
    fn partial_cmp(&self, other: &*const T) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<T: ?Sized> Ord for *const T {
    fn cmp(&self, other: &*const T) -> Ordering {
        let (a, b) = (*self as *const () as usize, *other as *const () as usize);
        if a < b { Ordering::Less } else if a == b { Ordering::Equal } else { Ordering::Greater }
    }
}
impl<T: ?Sized> PartialOrd for *mut T {
    fn partial_cmp(&self, other: &*mut T) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl<T: ?Sized> Ord for *mut T {
    fn cmp(&self, other: &*mut T) -> Ordering {
        let (a, b) = (*self as *const () as usize, *other as *const () as usize);
        if a < b { Ordering::Less } else if a == b { Ordering::Equal } else { Ordering::Greater }
    }
}

// v0: the comparison, hashing and formatting impls of function pointers
// are not written yet.
