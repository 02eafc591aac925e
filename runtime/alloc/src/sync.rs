//! Thread-safe reference-counting pointers: `Arc`, `Weak`. v0: the
//! counts are not maintained yet (clones and drops are placeholders).

use core::any::Any;
use core::borrow::Borrow;
use core::cell::Cell;
use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::{PhantomData, Unsize};
use core::ops::{CoerceUnsized, Deref, DispatchFromDyn, Receiver};
use core::pin::Pin;
use core::ptr::NonNull;

use crate::boxed::Box;
use crate::vec::Vec;
use crate::string::String;

// The heap block: the two counts and the value.
#[repr(C)]
struct ArcInner<T: ?Sized> {
    strong: usize,
    weak: usize,
    value: T,
}

/// A thread-safe reference-counting pointer.
#[rustc_diagnostic_item = "Arc"]
pub struct Arc<T: ?Sized> {
    ptr: NonNull<ArcInner<T>>,
    phantom: PhantomData<ArcInner<T>>,
}

/// A non-owning reference to the value of an `Arc`.
pub struct Weak<T: ?Sized> {
    ptr: NonNull<ArcInner<T>>,
}

unsafe impl<T: ?Sized + Sync + Send> Send for Arc<T> {}
unsafe impl<T: ?Sized + Sync + Send> Sync for Arc<T> {}
unsafe impl<T: ?Sized + Sync + Send> Send for Weak<T> {}
unsafe impl<T: ?Sized + Sync + Send> Sync for Weak<T> {}

impl<T> Arc<T> {
    /// Moves `value` into a new allocation.
    pub fn new(value: T) -> Arc<T> {
        let b = Box::new(ArcInner { strong: 1, weak: 1, value });
        Arc { ptr: unsafe { NonNull::new_unchecked(Box::into_raw(b)) }, phantom: PhantomData }
    }
    /// A pinned `Arc`.
    pub fn pin(value: T) -> Pin<Arc<T>> { unsafe { Pin::new_unchecked(Arc::new(value)) } }
    /// The value, if this is the only strong reference.
    pub fn try_unwrap(this: Self) -> Result<T, Self> { core::__rcc_unwritten!() }
}

impl<T: ?Sized> Arc<T> {
    fn inner(&self) -> &ArcInner<T> { unsafe { self.ptr.as_ref() } }
    /// A raw pointer to the value (the reference is kept).
    pub fn into_raw(this: Self) -> *const T { core::__rcc_unwritten!() }
    /// A raw pointer to the value.
    pub fn as_ptr(this: &Self) -> *const T { &this.inner().value }
    /// An `Arc` from a pointer made by `into_raw`.
    pub unsafe fn from_raw(ptr: *const T) -> Self { core::__rcc_unwritten!() }
    /// A new `Weak` reference.
    pub fn downgrade(this: &Self) -> Weak<T> { core::__rcc_unwritten!() }
    /// The number of `Weak` references.
    pub fn weak_count(this: &Self) -> usize { this.inner().weak - 1 }
    /// The number of strong references.
    pub fn strong_count(this: &Self) -> usize { this.inner().strong }
    /// A mutable reference, if there is no other reference.
    pub fn get_mut(this: &mut Self) -> Option<&mut T> { core::__rcc_unwritten!() }
    /// Whether the two point to the same allocation.
    pub fn ptr_eq(this: &Self, other: &Self) -> bool { this.ptr.as_ptr() as *const () == other.ptr.as_ptr() as *const () }
}

impl<T: Clone> Arc<T> {
    /// A mutable reference, cloning the value if it is shared.
    pub fn make_mut(this: &mut Self) -> &mut T { core::__rcc_unwritten!() }
}

impl Arc<dyn Any + Send + Sync> {
    /// Downcasts to a concrete type.
    pub fn downcast<T: Any + Send + Sync>(self) -> Result<Arc<T>, Self> { core::__rcc_unwritten!() }
}

impl<T> Weak<T> {
    /// A `Weak` that upgrades to nothing.
    pub const fn new() -> Weak<T> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> Weak<T> {
    /// An `Arc`, if the value still exists.
    pub fn upgrade(&self) -> Option<Arc<T>> { core::__rcc_unwritten!() }
    pub fn strong_count(&self) -> usize { core::__rcc_unwritten!() }
    pub fn weak_count(&self) -> usize { core::__rcc_unwritten!() }
    pub fn ptr_eq(&self, other: &Self) -> bool { self.ptr.as_ptr() as *const () == other.ptr.as_ptr() as *const () }
}
impl<T: ?Sized> Clone for Weak<T> {
    fn clone(&self) -> Weak<T> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> Drop for Weak<T> {
    fn drop(&mut self) {}
}
impl<T: ?Sized> fmt::Debug for Weak<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("(Weak)") }
}
impl<T> Default for Weak<T> {
    fn default() -> Weak<T> { Weak::new() }
}

impl<T: ?Sized> Deref for Arc<T> {
    type Target = T;
    fn deref(&self) -> &T { &self.inner().value }
}
impl<T: ?Sized> Receiver for Arc<T> {}
unsafe impl<#[may_dangle] T: ?Sized> Drop for Arc<T> {
    // v0: the reference count is not decremented yet (values leak).
    fn drop(&mut self) {}
}
impl<T: ?Sized> Clone for Arc<T> {
    fn clone(&self) -> Arc<T> { core::__rcc_unwritten!() }
}
impl<T: Default> Default for Arc<T> {
    fn default() -> Arc<T> { Arc::new(Default::default()) }
}
impl<T: ?Sized + PartialEq> PartialEq for Arc<T> {
    fn eq(&self, other: &Arc<T>) -> bool { **self == **other }
}
impl<T: ?Sized + Eq> Eq for Arc<T> {}
impl<T: ?Sized + PartialOrd> PartialOrd for Arc<T> {
    fn partial_cmp(&self, other: &Arc<T>) -> Option<Ordering> { (**self).partial_cmp(&**other) }
}
impl<T: ?Sized + Ord> Ord for Arc<T> {
    fn cmp(&self, other: &Arc<T>) -> Ordering { (**self).cmp(&**other) }
}
impl<T: ?Sized + Hash> Hash for Arc<T> {
    fn hash<H: Hasher>(&self, state: &mut H) { (**self).hash(state) }
}
impl<T: ?Sized + fmt::Display> fmt::Display for Arc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&**self, f) }
}
impl<T: ?Sized + fmt::Debug> fmt::Debug for Arc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<T: ?Sized> fmt::Pointer for Arc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Pointer::fmt(&(&**self as *const T), f) }
}
impl<T> From<T> for Arc<T> {
    fn from(t: T) -> Self { Arc::new(t) }
}
impl<T: Clone> From<&[T]> for Arc<[T]> {
    fn from(v: &[T]) -> Arc<[T]> { core::__rcc_unwritten!() }
}
impl From<&str> for Arc<str> {
    fn from(v: &str) -> Arc<str> { core::__rcc_unwritten!() }
}
impl From<String> for Arc<str> {
    fn from(v: String) -> Arc<str> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> From<Box<T>> for Arc<T> {
    fn from(v: Box<T>) -> Arc<T> { core::__rcc_unwritten!() }
}
impl<T> From<Vec<T>> for Arc<[T]> {
    fn from(v: Vec<T>) -> Arc<[T]> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> Borrow<T> for Arc<T> {
    fn borrow(&self) -> &T { &**self }
}
impl<T: ?Sized> AsRef<T> for Arc<T> {
    fn as_ref(&self) -> &T { &**self }
}
impl<T: ?Sized> Unpin for Arc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Arc<U>> for Arc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<Arc<U>> for Arc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Weak<U>> for Weak<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<Weak<U>> for Weak<T> {}
