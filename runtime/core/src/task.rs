//! Types for asynchronous tasks: `Poll`, `Context`, `Waker`.

use crate::fmt;
use crate::marker::PhantomData;
use crate::ops;

/// Whether a value is ready or the task must wait.
#[must_use = "this `Poll` may be a `Pending` variant, which should be handled"]
pub enum Poll<T> {
    /// The value is ready.
    #[lang = "Ready"]
    Ready(T),
    /// The value is not ready yet.
    #[lang = "Pending"]
    Pending,
}
impl<T: Copy> Copy for Poll<T> {}
impl<T: Clone> Clone for Poll<T> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl<T: crate::fmt::Debug> crate::fmt::Debug for Poll<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl<T: Eq> Eq for Poll<T> {}
impl<T: PartialEq> PartialEq for Poll<T> {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl<T: Ord> Ord for Poll<T> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl<T: PartialOrd> PartialOrd for Poll<T> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Poll<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}

impl<T> Poll<T> {
    /// Maps the ready value.
    pub fn map<U, F: FnOnce(T) -> U>(self, f: F) -> Poll<U> { crate::__rcc_unwritten!() }
    /// Whether this is `Ready`.
    pub const fn is_ready(&self) -> bool {
        matches!(*self, Poll::Ready(_))
    }
    /// Whether this is `Pending`.
    pub const fn is_pending(&self) -> bool {
        !self.is_ready()
    }
}

impl<T> From<T> for Poll<T> {
    fn from(t: T) -> Poll<T> {
        Poll::Ready(t)
    }
}

impl<T, E> ops::Try for Poll<Result<T, E>> {
    type Output = Poll<T>;
    type Residual = Result<crate::convert::Infallible, E>;
    fn from_output(c: Self::Output) -> Self {
        c.map(Ok)
    }
    fn branch(self) -> ops::ControlFlow<Self::Residual, Self::Output> { crate::__rcc_unwritten!() }
}
impl<T, E, F: From<E>> ops::FromResidual<Result<crate::convert::Infallible, E>> for Poll<Result<T, F>> {
    fn from_residual(x: Result<crate::convert::Infallible, E>) -> Self { crate::__rcc_unwritten!() }
}

/// A data pointer and the vtable of a waker.
pub struct RawWaker {
    data: *const (),
    vtable: &'static RawWakerVTable,
}
impl PartialEq for RawWaker {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl crate::fmt::Debug for RawWaker {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

impl RawWaker {
    /// A new `RawWaker`.
    #[must_use]
    pub const fn new(data: *const (), vtable: &'static RawWakerVTable) -> RawWaker {
        RawWaker { data, vtable }
    }
}

/// The functions of a `RawWaker`.
pub struct RawWakerVTable {
    clone: unsafe fn(*const ()) -> RawWaker,
    wake: unsafe fn(*const ()),
    wake_by_ref: unsafe fn(*const ()),
    drop: unsafe fn(*const ()),
}
impl Copy for RawWakerVTable {}
impl Clone for RawWakerVTable {
    fn clone(&self) -> Self { *self }
}

impl RawWakerVTable {
    /// A new vtable.
    pub const fn new(
        clone: unsafe fn(*const ()) -> RawWaker,
        wake: unsafe fn(*const ()),
        wake_by_ref: unsafe fn(*const ()),
        drop: unsafe fn(*const ()),
    ) -> Self {
        Self { clone, wake, wake_by_ref, drop }
    }
}

impl PartialEq for RawWakerVTable {
    fn eq(&self, other: &Self) -> bool {
        self.clone as usize == other.clone as usize
            && self.wake as usize == other.wake as usize
            && self.wake_by_ref as usize == other.wake_by_ref as usize
            && self.drop as usize == other.drop as usize
    }
}
impl fmt::Debug for RawWakerVTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RawWakerVTable").finish_non_exhaustive()
    }
}

/// The context of an asynchronous task (its `Waker`).
pub struct Context<'a> {
    waker: &'a Waker,
    _marker: PhantomData<fn(&'a ()) -> &'a ()>,
}

impl<'a> Context<'a> {
    /// A context from a waker.
    #[must_use]
    pub const fn from_waker(waker: &'a Waker) -> Self {
        Context { waker, _marker: PhantomData }
    }
    /// The waker of the current task.
    #[must_use]
    pub const fn waker(&self) -> &'a Waker {
        &self.waker
    }
}

impl fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// A handle to wake a task.
#[repr(transparent)]
pub struct Waker {
    waker: RawWaker,
}

impl Unpin for Waker {}
unsafe impl Send for Waker {}
unsafe impl Sync for Waker {}

impl Waker {
    /// Wakes the task.
    pub fn wake(self) { crate::__rcc_unwritten!() }
    /// Wakes the task without consuming the waker.
    pub fn wake_by_ref(&self) { crate::__rcc_unwritten!() }
    /// Whether both wakers wake the same task.
    #[must_use]
    pub fn will_wake(&self, other: &Waker) -> bool {
        self.waker == other.waker
    }
    /// A waker from a `RawWaker`.
    #[must_use]
    pub unsafe fn from_raw(waker: RawWaker) -> Waker {
        Waker { waker }
    }
    /// The `RawWaker` of the waker.
    #[must_use]
    pub fn as_raw(&self) -> &RawWaker {
        &self.waker
    }
}

impl Clone for Waker {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl Drop for Waker {
    fn drop(&mut self) { crate::__rcc_unwritten!() }
}
impl fmt::Debug for Waker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// Extracts the ready value of a `Poll`, returning `Pending` early.
pub macro ready($e:expr $(,)?) {
    match $e {
        $crate::task::Poll::Ready(t) => t,
        $crate::task::Poll::Pending => {
            return $crate::task::Poll::Pending;
        }
    }
}
