//! Single-threaded reference-counting pointers: `Rc`, `Weak`. v0: the
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
struct RcBox<T: ?Sized> {
    strong: usize,
    weak: usize,
    value: T,
}

/// A single-threaded reference-counting pointer.
#[rustc_diagnostic_item = "Rc"]
pub struct Rc<T: ?Sized> {
    ptr: NonNull<RcBox<T>>,
    phantom: PhantomData<RcBox<T>>,
}

/// A non-owning reference to the value of an `Rc`.
pub struct Weak<T: ?Sized> {
    ptr: NonNull<RcBox<T>>,
}

impl<T: ?Sized> !Send for Rc<T> {}
impl<T: ?Sized> !Sync for Rc<T> {}
impl<T: ?Sized> !Send for Weak<T> {}
impl<T: ?Sized> !Sync for Weak<T> {}

impl<T> Rc<T> {
    /// Moves `value` into a new allocation.
    pub fn new(value: T) -> Rc<T> {
        let b = Box::new(RcBox { strong: 1, weak: 1, value });
        Rc { ptr: unsafe { NonNull::new_unchecked(Box::into_raw(b)) }, phantom: PhantomData }
    }
    /// A pinned `Rc`.
    pub fn pin(value: T) -> Pin<Rc<T>> { unsafe { Pin::new_unchecked(Rc::new(value)) } }
    /// The value, if this is the only strong reference.
    pub fn try_unwrap(this: Self) -> Result<T, Self> { core::__rcc_unwritten!() }
}

impl<T: ?Sized> Rc<T> {
    fn inner(&self) -> &RcBox<T> { unsafe { self.ptr.as_ref() } }
    /// A raw pointer to the value (the reference is kept).
    pub fn into_raw(this: Self) -> *const T { core::__rcc_unwritten!() }
    /// A raw pointer to the value.
    pub fn as_ptr(this: &Self) -> *const T { &this.inner().value }
    /// An `Rc` from a pointer made by `into_raw`.
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

impl<T: Clone> Rc<T> {
    /// A mutable reference, cloning the value if it is shared.
    pub fn make_mut(this: &mut Self) -> &mut T { core::__rcc_unwritten!() }
}

impl Rc<dyn Any> {
    /// Downcasts to a concrete type.
    pub fn downcast<T: Any>(self) -> Result<Rc<T>, Self> { core::__rcc_unwritten!() }
}

impl<T> Weak<T> {
    /// A `Weak` that upgrades to nothing.
    pub const fn new() -> Weak<T> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> Weak<T> {
    /// An `Rc`, if the value still exists.
    pub fn upgrade(&self) -> Option<Rc<T>> { core::__rcc_unwritten!() }
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

impl<T: ?Sized> Deref for Rc<T> {
    type Target = T;
    fn deref(&self) -> &T { &self.inner().value }
}
impl<T: ?Sized> Receiver for Rc<T> {}
unsafe impl<#[may_dangle] T: ?Sized> Drop for Rc<T> {
    // v0: the reference count is not decremented yet (values leak).
    fn drop(&mut self) {}
}
impl<T: ?Sized> Clone for Rc<T> {
    fn clone(&self) -> Rc<T> { core::__rcc_unwritten!() }
}
impl<T: Default> Default for Rc<T> {
    fn default() -> Rc<T> { Rc::new(Default::default()) }
}
impl<T: ?Sized + PartialEq> PartialEq for Rc<T> {
    fn eq(&self, other: &Rc<T>) -> bool { **self == **other }
}
impl<T: ?Sized + Eq> Eq for Rc<T> {}
impl<T: ?Sized + PartialOrd> PartialOrd for Rc<T> {
    fn partial_cmp(&self, other: &Rc<T>) -> Option<Ordering> { (**self).partial_cmp(&**other) }
}
impl<T: ?Sized + Ord> Ord for Rc<T> {
    fn cmp(&self, other: &Rc<T>) -> Ordering { (**self).cmp(&**other) }
}
impl<T: ?Sized + Hash> Hash for Rc<T> {
    fn hash<H: Hasher>(&self, state: &mut H) { (**self).hash(state) }
}
impl<T: ?Sized + fmt::Display> fmt::Display for Rc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&**self, f) }
}
impl<T: ?Sized + fmt::Debug> fmt::Debug for Rc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<T: ?Sized> fmt::Pointer for Rc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Pointer::fmt(&(&**self as *const T), f) }
}
impl<T> From<T> for Rc<T> {
    fn from(t: T) -> Self { Rc::new(t) }
}
impl<T: Clone> From<&[T]> for Rc<[T]> {
    fn from(v: &[T]) -> Rc<[T]> { core::__rcc_unwritten!() }
}
impl From<&str> for Rc<str> {
    fn from(v: &str) -> Rc<str> { core::__rcc_unwritten!() }
}
impl From<String> for Rc<str> {
    fn from(v: String) -> Rc<str> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> From<Box<T>> for Rc<T> {
    fn from(v: Box<T>) -> Rc<T> { core::__rcc_unwritten!() }
}
impl<T> From<Vec<T>> for Rc<[T]> {
    fn from(v: Vec<T>) -> Rc<[T]> { core::__rcc_unwritten!() }
}
impl<T: ?Sized> Borrow<T> for Rc<T> {
    fn borrow(&self) -> &T { &**self }
}
impl<T: ?Sized> AsRef<T> for Rc<T> {
    fn as_ref(&self) -> &T { &**self }
}
impl<T: ?Sized> Unpin for Rc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Rc<U>> for Rc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<Rc<U>> for Rc<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Weak<U>> for Weak<T> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<Weak<U>> for Weak<T> {}
