//! Pinned pointers: `Pin<P>` keeps the pointee from moving.

use crate::fmt;
use crate::marker::Unpin;
use crate::ops::{CoerceUnsized, Deref, DerefMut, DispatchFromDyn, Receiver};

/// A pointer whose pointee will not move (unless it is `Unpin`).
#[lang = "pin"]
#[fundamental]
#[repr(transparent)]
pub struct Pin<P> {
    #[doc(hidden)]
    pub pointer: P,
}
impl<P: Copy> Copy for Pin<P> {}
impl<P: Clone> Clone for Pin<P> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}

impl<P: Deref<Target: Unpin>> Pin<P> {
    /// Pins a pointer to an `Unpin` value.
    pub fn new(pointer: P) -> Pin<P> {
        unsafe { Pin::new_unchecked(pointer) }
    }
    /// Unwraps the pointer.
    pub fn into_inner(pin: Pin<P>) -> P {
        pin.pointer
    }
}

impl<P: Deref> Pin<P> {
    /// Pins a pointer; the caller guarantees the pointee stays put.
    #[lang = "new_unchecked"]
    pub const unsafe fn new_unchecked(pointer: P) -> Pin<P> {
        Pin { pointer }
    }
    /// A pinned shared reference to the pointee.
    pub fn as_ref(&self) -> Pin<&P::Target> {
        unsafe { Pin::new_unchecked(&*self.pointer) }
    }
    /// Unwraps the pointer (unsafe: the pointee may move).
    pub unsafe fn into_inner_unchecked(pin: Pin<P>) -> P {
        pin.pointer
    }
}

impl<P: DerefMut> Pin<P> {
    /// A pinned mutable reference to the pointee.
    pub fn as_mut(&mut self) -> Pin<&mut P::Target> {
        unsafe { Pin::new_unchecked(&mut *self.pointer) }
    }
    /// Replaces the pointee.
    pub fn set(&mut self, value: P::Target)
    where
        P::Target: Sized,
    {
        *(self.pointer) = value;
    }
}

impl<'a, T: ?Sized> Pin<&'a T> {
    /// The reference (the pointee stays pinned).
    pub const fn get_ref(self) -> &'a T {
        self.pointer
    }
    /// A pinned reference to a field.
    pub unsafe fn map_unchecked<U: ?Sized, F: FnOnce(&T) -> &U>(self, func: F) -> Pin<&'a U> {
        unsafe { Pin::new_unchecked(func(self.pointer)) }
    }
}

impl<'a, T: ?Sized> Pin<&'a mut T> {
    /// Converts to a shared pinned reference.
    pub const fn into_ref(self) -> Pin<&'a T> {
        Pin { pointer: self.pointer }
    }
    /// The mutable reference, for an `Unpin` pointee.
    pub fn get_mut(self) -> &'a mut T
    where
        T: Unpin,
    {
        self.pointer
    }
    /// The mutable reference (unsafe: the pointee may be moved).
    pub unsafe fn get_unchecked_mut(self) -> &'a mut T {
        self.pointer
    }
    /// A pinned mutable reference to a field.
    pub unsafe fn map_unchecked_mut<U: ?Sized, F: FnOnce(&mut T) -> &mut U>(self, func: F) -> Pin<&'a mut U> {
        unsafe { Pin::new_unchecked(func(self.pointer)) }
    }
}

impl<P: Deref> Deref for Pin<P> {
    type Target = P::Target;
    fn deref(&self) -> &P::Target {
        Pin::get_ref(Pin::as_ref(self))
    }
}
impl<P: DerefMut<Target: Unpin>> DerefMut for Pin<P> {
    fn deref_mut(&mut self) -> &mut P::Target {
        Pin::get_mut(Pin::as_mut(self))
    }
}
impl<P: Receiver> Receiver for Pin<P> {}
impl<P: fmt::Debug> fmt::Debug for Pin<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.pointer, f)
    }
}
impl<P: fmt::Display> fmt::Display for Pin<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.pointer, f)
    }
}
impl<P, U> CoerceUnsized<Pin<U>> for Pin<P> where P: CoerceUnsized<U> {}
impl<P, U> DispatchFromDyn<Pin<U>> for Pin<P> where P: DispatchFromDyn<U> {}

/// Pins a value on the stack.
#[allow_internal_unstable(unsafe_pin_internals)]
pub macro pin($value:expr $(,)?) {
    $crate::pin::Pin::<&mut _> { pointer: &mut { $value } }
}
