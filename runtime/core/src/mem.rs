//! Memory: sizes and alignments, moving values around (`swap`, `replace`,
//! `take`), `forget`, `transmute`, `ManuallyDrop`, `MaybeUninit`.

use crate::fmt;
use crate::hash;
use crate::intrinsics;
use crate::marker::DiscriminantKind;
use crate::ops::{Deref, DerefMut};
use crate::ptr;

pub use crate::intrinsics::transmute;

/// Takes ownership of a value without running its destructor.
pub const fn forget<T>(t: T) {
    let _ = ManuallyDrop::new(t);
}

/// The size of a type in bytes.
#[must_use]
#[rustc_promotable]
#[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
pub const fn size_of<T>() -> usize {
    intrinsics::size_of::<T>()
}

/// The size of the pointed-to value in bytes.
#[must_use]
pub const fn size_of_val<T: ?Sized>(val: &T) -> usize {
    unsafe { intrinsics::size_of_val(val) }
}

/// The ABI-required minimum alignment of a type (deprecated name).
#[must_use]
#[stable(feature = "rust1", since = "1.0.0")]
#[deprecated(note = "use `align_of` instead", since = "1.2.0")]
pub fn min_align_of<T>() -> usize {
    intrinsics::min_align_of::<T>()
}

/// The ABI-required minimum alignment of a type.
#[must_use]
#[rustc_promotable]
#[rustc_const_stable(feature = "rcc_const", since = "1.0.0")]
pub const fn align_of<T>() -> usize {
    intrinsics::min_align_of::<T>()
}

/// The ABI-required minimum alignment of the pointed-to value.
#[must_use]
pub const fn align_of_val<T: ?Sized>(val: &T) -> usize {
    unsafe { intrinsics::min_align_of_val(val) }
}

/// Whether dropping values of type `T` does anything.
#[must_use]
pub const fn needs_drop<T: ?Sized>() -> bool {
    intrinsics::needs_drop::<T>()
}

/// A value of type `T` with all bytes zero.
#[must_use]
pub unsafe fn zeroed<T>() -> T {
    unsafe { MaybeUninit::<T>::zeroed().assume_init() }
}

/// A value of type `T` with no initialised bytes (deprecated).
#[must_use]
#[stable(feature = "rust1", since = "1.0.0")]
#[deprecated(since = "1.39.0", note = "use `mem::MaybeUninit` instead")]
pub unsafe fn uninitialized<T>() -> T { crate::__rcc_unwritten!() }

/// Swaps the values at two mutable locations.
pub const fn swap<T>(x: &mut T, y: &mut T) {
    unsafe { ptr::swap(x as *mut T, y as *mut T) }
}

/// Replaces `dest` with `T::default()`, returning the old value.
pub fn take<T: Default>(dest: &mut T) -> T {
    replace(dest, T::default())
}

/// Moves `src` into `dest`, returning the old value.
#[must_use = "if you don't need the old value, you can just assign the new value directly"]
pub const fn replace<T>(dest: &mut T, src: T) -> T {
    unsafe {
        let old = ptr::read(dest as *const T);
        ptr::write(dest as *mut T, src);
        old
    }
}

/// Disposes of a value (runs its destructor now).
#[rustc_diagnostic_item = "mem_drop"]
pub fn drop<T>(_x: T) {}

/// Reads `src` as a `U` (a bitwise copy).
#[must_use]
pub const unsafe fn transmute_copy<T, U>(src: &T) -> U {
    unsafe { ptr::read_unaligned(src as *const T as *const U) }
}

/// An opaque value identifying the variant of an enum.
pub struct Discriminant<T>(<T as DiscriminantKind>::Discriminant);

impl<T> Copy for Discriminant<T> {}
impl<T> Clone for Discriminant<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> PartialEq for Discriminant<T> {
    fn eq(&self, rhs: &Self) -> bool {
        self.0 == rhs.0
    }
}
impl<T> Eq for Discriminant<T> {}
impl<T> hash::Hash for Discriminant<T> {
    fn hash<H: hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}
impl<T> fmt::Debug for Discriminant<T> {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// The discriminant of the enum variant `v` is.
pub const fn discriminant<T>(v: &T) -> Discriminant<T> {
    Discriminant(intrinsics::discriminant_value(v))
}

/// The number of variants of an enum.
#[must_use]
pub const fn variant_count<T>() -> usize {
    intrinsics::variant_count::<T>()
}

/// A wrapper that does not drop its contents.
#[lang = "manually_drop"]
#[repr(transparent)]
pub struct ManuallyDrop<T: ?Sized> {
    value: T,
}
impl<T: ?Sized + Copy> Copy for ManuallyDrop<T> {}
impl<T: ?Sized + Clone> Clone for ManuallyDrop<T> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + crate::fmt::Debug> crate::fmt::Debug for ManuallyDrop<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + Default> Default for ManuallyDrop<T> {
    fn default() -> Self { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + PartialEq> PartialEq for ManuallyDrop<T> {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + Eq> Eq for ManuallyDrop<T> {}
impl<T: ?Sized + PartialOrd> PartialOrd for ManuallyDrop<T> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + Ord> Ord for ManuallyDrop<T> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl<T: ?Sized + crate::hash::Hash> crate::hash::Hash for ManuallyDrop<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}

impl<T> ManuallyDrop<T> {
    /// Wraps a value.
    #[must_use = "if you don't need the wrapper, you can use `mem::forget` instead"]
    pub const fn new(value: T) -> ManuallyDrop<T> {
        ManuallyDrop { value }
    }
    /// Unwraps the value.
    pub const fn into_inner(slot: ManuallyDrop<T>) -> T {
        slot.value
    }
    /// Moves the value out (the slot must not be used again).
    #[must_use = "if you don't need the value, you can use `ManuallyDrop::drop` instead"]
    pub unsafe fn take(slot: &mut ManuallyDrop<T>) -> T {
        unsafe { ptr::read(&slot.value) }
    }
}

impl<T: ?Sized> ManuallyDrop<T> {
    /// Runs the destructor of the contained value.
    pub unsafe fn drop(slot: &mut ManuallyDrop<T>) {
        unsafe { ptr::drop_in_place(&mut slot.value) }
    }
}

impl<T: ?Sized> Deref for ManuallyDrop<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}
impl<T: ?Sized> DerefMut for ManuallyDrop<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.value
    }
}

/// Memory that may not hold an initialised `T` yet.
#[lang = "maybe_uninit"]
#[repr(transparent)]
pub union MaybeUninit<T> {
    uninit: (),
    value: ManuallyDrop<T>,
}
impl<T: Copy> Copy for MaybeUninit<T> {}

impl<T: Copy> Clone for MaybeUninit<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> fmt::Debug for MaybeUninit<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

impl<T> MaybeUninit<T> {
    /// Initialised with `val`.
    #[must_use = "use `forget` to avoid running Drop code"]
    pub const fn new(val: T) -> MaybeUninit<T> {
        MaybeUninit { value: ManuallyDrop::new(val) }
    }
    /// Not initialised.
    #[must_use]
    pub const fn uninit() -> MaybeUninit<T> {
        MaybeUninit { uninit: () }
    }
    /// An array of uninitialised values.
    #[must_use]
    pub const fn uninit_array<const N: usize>() -> [Self; N] { crate::__rcc_unwritten!() }
    /// All bytes zero.
    #[must_use]
    pub fn zeroed() -> MaybeUninit<T> {
        let mut u = MaybeUninit::<T>::uninit();
        unsafe { ptr::write_bytes(u.as_mut_ptr() as *mut u8, 0, size_of::<T>()) };
        u
    }
    /// Sets the value and returns a reference to it.
    pub fn write(&mut self, val: T) -> &mut T {
        unsafe {
            ptr::write(self.as_mut_ptr(), val);
            &mut *self.as_mut_ptr()
        }
    }
    /// A pointer to the contained value.
    pub const fn as_ptr(&self) -> *const T {
        self as *const _ as *const T
    }
    /// A mutable pointer to the contained value.
    pub const fn as_mut_ptr(&mut self) -> *mut T {
        self as *mut _ as *mut T
    }
    /// The value, which must be initialised.
    #[track_caller]
    pub const unsafe fn assume_init(self) -> T {
        unsafe { ManuallyDrop::into_inner(self.value) }
    }
    /// Reads the value, which must be initialised.
    #[track_caller]
    pub const unsafe fn assume_init_read(&self) -> T {
        unsafe { self.as_ptr().read() }
    }
    /// Drops the value in place.
    pub unsafe fn assume_init_drop(&mut self) {
        unsafe { ptr::drop_in_place(self.as_mut_ptr()) }
    }
    /// A reference to the value, which must be initialised.
    pub const unsafe fn assume_init_ref(&self) -> &T {
        unsafe { &*self.as_ptr() }
    }
    /// A mutable reference to the value, which must be initialised.
    pub const unsafe fn assume_init_mut(&mut self) -> &mut T {
        unsafe { &mut *self.as_mut_ptr() }
    }
}
