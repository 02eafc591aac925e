//! `Box<T>`: a pointer type for heap allocation.

use core::any::Any;
use core::borrow::{Borrow, BorrowMut};
use core::cmp::Ordering;
use core::fmt;
use core::future::Future;
use core::hash::{Hash, Hasher};
use core::iter::FusedIterator;
use core::marker::Unsize;
use core::ops::{CoerceUnsized, Deref, DerefMut, DispatchFromDyn, Generator, GeneratorState, Receiver};
use core::pin::Pin;
use core::ptr::NonNull;
use core::task::{Context, Poll};

use crate::alloc::{Allocator, Global, Layout};

/// A pointer type that uniquely owns a heap allocation of type `T`.
#[lang = "owned_box"]
#[fundamental]
pub struct Box<T: ?Sized, A: Allocator = Global>(NonNull<T>, A);

// `NonNull` is neither `Send` nor `Sync`; a `Box` is when its contents are.
unsafe impl<T: ?Sized + Send, A: Allocator + Send> Send for Box<T, A> {}
unsafe impl<T: ?Sized + Sync, A: Allocator + Sync> Sync for Box<T, A> {}

impl<T> Box<T> {
    /// Allocates memory on the heap and places `x` into it.
    pub fn new(x: T) -> Self {
        // (rustc's library writes `box x`; rcc does not have `box` yet)
        let layout = Layout::new::<T>();
        let p: *mut T = if layout.size() == 0 {
            NonNull::<T>::dangling().as_ptr()
        } else {
            let raw = unsafe { crate::alloc::alloc(layout) } as *mut T;
            if raw.is_null() {
                crate::alloc::handle_alloc_error(layout)
            }
            raw
        };
        unsafe {
            core::ptr::write(p, x);
            Box::from_raw(p)
        }
    }
    /// A pinned box.
    pub fn pin(x: T) -> Pin<Box<T>> {
        Box::new(x).into()
    }
}

impl<T: ?Sized> Box<T> {
    /// A box from a raw pointer made by `into_raw`.
    pub unsafe fn from_raw(raw: *mut T) -> Self {
        Box(unsafe { NonNull::new_unchecked(raw) }, Global)
    }
}

impl<T: ?Sized, A: Allocator> Box<T, A> {
    /// The raw pointer of the box, which is forgotten.
    pub fn into_raw(b: Self) -> *mut T {
        let p = b.0.as_ptr();
        core::mem::forget(b);
        p
    }
    /// Leaks the box, returning a reference that lives for `'a`.
    pub fn leak<'a>(b: Self) -> &'a mut T
    where
        A: 'a,
    {
        unsafe { &mut *Box::into_raw(b) }
    }
    /// Pins the box.
    pub fn into_pin(boxed: Self) -> Pin<Self>
    where
        A: 'static,
    {
        unsafe { Pin::new_unchecked(boxed) }
    }
}

impl<A: Allocator> Box<dyn Any, A> {
    /// Downcasts the box to a concrete type.
    pub fn downcast<T: Any>(self) -> Result<Box<T, A>, Self> { core::__rcc_unwritten!() }
}
impl<A: Allocator> Box<dyn Any + Send, A> {
    /// Downcasts the box to a concrete type.
    pub fn downcast<T: Any>(self) -> Result<Box<T, A>, Self> { core::__rcc_unwritten!() }
}

unsafe impl<#[may_dangle] T: ?Sized, A: Allocator> Drop for Box<T, A> {
    // The compiler drops the contents and frees the box (`box_free`).
    fn drop(&mut self) {}
}

impl<T: Default> Default for Box<T> {
    fn default() -> Self {
        box T::default()
    }
}
impl<T: Clone, A: Allocator + Clone> Clone for Box<T, A> {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl<T: Clone> Clone for Box<[T]> {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl Clone for Box<str> {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl<T: ?Sized + PartialEq, A: Allocator> PartialEq for Box<T, A> {
    fn eq(&self, other: &Self) -> bool { PartialEq::eq(&**self, &**other) }
}
impl<T: ?Sized + PartialOrd, A: Allocator> PartialOrd for Box<T, A> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> { PartialOrd::partial_cmp(&**self, &**other) }
}
impl<T: ?Sized + Ord, A: Allocator> Ord for Box<T, A> {
    fn cmp(&self, other: &Self) -> Ordering { Ord::cmp(&**self, &**other) }
}
impl<T: ?Sized + Eq, A: Allocator> Eq for Box<T, A> {}
impl<T: ?Sized + Hash, A: Allocator> Hash for Box<T, A> {
    fn hash<H: Hasher>(&self, state: &mut H) { (**self).hash(state); }
}
impl<T> From<T> for Box<T> {
    fn from(t: T) -> Self { Box::new(t) }
}
impl<T: ?Sized, A: Allocator> From<Box<T, A>> for Pin<Box<T, A>>
where
    A: 'static,
{
    fn from(boxed: Box<T, A>) -> Self { Box::into_pin(boxed) }
}
impl<T: Copy> From<&[T]> for Box<[T]> {
    fn from(slice: &[T]) -> Box<[T]> { core::__rcc_unwritten!() }
}
impl From<&str> for Box<str> {
    fn from(s: &str) -> Box<str> { core::__rcc_unwritten!() }
}
impl<T, const N: usize> From<[T; N]> for Box<[T]> {
    fn from(array: [T; N]) -> Box<[T]> { box array }
}
impl<T: fmt::Display + ?Sized, A: Allocator> fmt::Display for Box<T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&**self, f) }
}
impl<T: fmt::Debug + ?Sized, A: Allocator> fmt::Debug for Box<T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<T: ?Sized, A: Allocator> fmt::Pointer for Box<T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Pointer::fmt(&self.0.as_ptr(), f) }
}
impl<T: ?Sized, A: Allocator> Deref for Box<T, A> {
    type Target = T;
    fn deref(&self) -> &T { unsafe { self.0.as_ref() } }
}
impl<T: ?Sized, A: Allocator> DerefMut for Box<T, A> {
    fn deref_mut(&mut self) -> &mut T { unsafe { &mut *self.0.as_ptr() } }
}
impl<T: ?Sized, A: Allocator> Receiver for Box<T, A> {}
impl<I: Iterator + ?Sized, A: Allocator> Iterator for Box<I, A> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { (**self).next() }
}
impl<I: DoubleEndedIterator + ?Sized, A: Allocator> DoubleEndedIterator for Box<I, A> {
    fn next_back(&mut self) -> Option<I::Item> { (**self).next_back() }
}
impl<I: ExactSizeIterator + ?Sized, A: Allocator> ExactSizeIterator for Box<I, A> {}
impl<I: FusedIterator + ?Sized, A: Allocator> FusedIterator for Box<I, A> {}
impl<Args, F: FnOnce<Args> + ?Sized, A: Allocator> FnOnce<Args> for Box<F, A> {
    type Output = <F as FnOnce<Args>>::Output;
    extern "rust-call" fn call_once(self, args: Args) -> Self::Output {
        <F as FnOnce<Args>>::call_once(*self, args)
    }
}
impl<Args, F: FnMut<Args> + ?Sized, A: Allocator> FnMut<Args> for Box<F, A> {
    extern "rust-call" fn call_mut(&mut self, args: Args) -> Self::Output {
        <F as FnMut<Args>>::call_mut(self, args)
    }
}
impl<Args, F: Fn<Args> + ?Sized, A: Allocator> Fn<Args> for Box<F, A> {
    extern "rust-call" fn call(&self, args: Args) -> Self::Output {
        <F as Fn<Args>>::call(self, args)
    }
}
impl<T: ?Sized + Unsize<U>, U: ?Sized, A: Allocator> CoerceUnsized<Box<U, A>> for Box<T, A> {}
impl<T: ?Sized + Unsize<U>, U: ?Sized> DispatchFromDyn<Box<U>> for Box<T, Global> {}
impl<T: ?Sized, A: Allocator> Borrow<T> for Box<T, A> {
    fn borrow(&self) -> &T { &**self }
}
impl<T: ?Sized, A: Allocator> BorrowMut<T> for Box<T, A> {
    fn borrow_mut(&mut self) -> &mut T { &mut **self }
}
impl<T: ?Sized, A: Allocator> AsRef<T> for Box<T, A> {
    fn as_ref(&self) -> &T { &**self }
}
impl<T: ?Sized, A: Allocator> AsMut<T> for Box<T, A> {
    fn as_mut(&mut self) -> &mut T { &mut **self }
}
impl<T: ?Sized, A: Allocator> Unpin for Box<T, A> where A: 'static {}
impl<G: ?Sized + Generator<R> + Unpin, R, A: Allocator> Generator<R> for Box<G, A>
where
    A: 'static,
{
    type Yield = G::Yield;
    type Return = G::Return;
    fn resume(mut self: Pin<&mut Self>, arg: R) -> GeneratorState<Self::Yield, Self::Return> {
        G::resume(Pin::new(&mut *self), arg)
    }
}
impl<F: ?Sized + Future + Unpin, A: Allocator> Future for Box<F, A>
where
    A: 'static,
{
    type Output = F::Output;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        F::poll(Pin::new(&mut *self), cx)
    }
}
