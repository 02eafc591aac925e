//! Asynchronous values: `Future`, `IntoFuture`, and what `async`/`.await`
//! lower to (`from_generator`, `get_context`).

use crate::marker::Unpin;
use crate::ops::{DerefMut, Generator, GeneratorState};
use crate::pin::Pin;
use crate::ptr::NonNull;
use crate::task::{Context, Poll};

/// A value that may not have finished computing yet.
#[lang = "future_trait"]
#[must_use = "futures do nothing unless you `.await` or poll them"]
pub trait Future {
    /// The type of value produced on completion.
    type Output;
    /// Attempts to resolve the future to a final value.
    #[lang = "poll"]
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output>;
}

impl<F: ?Sized + Future + Unpin> Future for &mut F {
    type Output = F::Output;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> { crate::__rcc_unwritten!() }
}

impl<P> Future for Pin<P>
where
    P: DerefMut<Target: Future>,
{
    type Output = <<P as crate::ops::Deref>::Target as Future>::Output;
    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> { crate::__rcc_unwritten!() }
}

/// Conversion into a `Future` (what `.await` calls).
pub trait IntoFuture {
    /// The output that the future will produce on completion.
    type Output;
    /// Which kind of future are we turning this into?
    type IntoFuture: Future<Output = Self::Output>;
    /// Creates a future from a value.
    #[lang = "into_future"]
    fn into_future(self) -> Self::IntoFuture;
}

impl<F: Future> IntoFuture for F {
    type Output = F::Output;
    type IntoFuture = F;
    fn into_future(self) -> Self::IntoFuture {
        self
    }
}

/// The resume argument of an `async` generator: the `Context` pointer.
#[doc(hidden)]
pub struct ResumeTy(NonNull<Context<'static>>);
impl crate::fmt::Debug for ResumeTy {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Copy for ResumeTy {}
impl Clone for ResumeTy {
    fn clone(&self) -> Self { *self }
}

unsafe impl Send for ResumeTy {}
unsafe impl Sync for ResumeTy {}

/// Wraps the generator of an `async` block in a future.
#[lang = "from_generator"]
#[doc(hidden)]
pub const fn from_generator<T>(gen: T) -> impl Future<Output = T::Return>
where
    T: Generator<ResumeTy, Yield = ()>,
{
    struct GenFuture<T: Generator<ResumeTy, Yield = ()>>(T);

    // The generator may borrow from itself: it must not move.
    impl<T: Generator<ResumeTy, Yield = ()>> !Unpin for GenFuture<T> {}

    impl<T: Generator<ResumeTy, Yield = ()>> Future for GenFuture<T> {
        type Output = T::Return;
        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
            let gen = unsafe { Pin::map_unchecked_mut(self, |s| &mut s.0) };
            match gen.resume(ResumeTy(NonNull::from(cx).cast::<Context<'static>>())) {
                GeneratorState::Yielded(()) => Poll::Pending,
                GeneratorState::Complete(x) => Poll::Ready(x),
            }
        }
    }

    GenFuture(gen)
}

/// The `Context` of the current poll, inside an `async` body.
#[lang = "get_context"]
#[doc(hidden)]
#[must_use]
pub unsafe fn get_context<'a, 'b>(cx: ResumeTy) -> &'a mut Context<'b> { crate::__rcc_unwritten!() }

/// A future that is immediately ready with a value.
pub fn ready<T>(t: T) -> Ready<T> {
    Ready(Some(t))
}
/// The future of `ready`.
#[must_use = "futures do nothing unless you `.await` or poll them"]
pub struct Ready<T>(Option<T>);
impl<T: crate::fmt::Debug> crate::fmt::Debug for Ready<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl<T: Clone> Clone for Ready<T> {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl<T> Unpin for Ready<T> {}
impl<T> Future for Ready<T> {
    type Output = T;
    fn poll(mut self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<T> { crate::__rcc_unwritten!() }
}

/// A future that never completes.
pub fn pending<T>() -> Pending<T> {
    Pending { _data: crate::marker::PhantomData }
}
/// The future of `pending`.
#[must_use = "futures do nothing unless you `.await` or poll them"]
pub struct Pending<T> {
    _data: crate::marker::PhantomData<fn() -> T>,
}
impl<T: crate::fmt::Debug> crate::fmt::Debug for Pending<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl<T> Future for Pending<T> {
    type Output = T;
    fn poll(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<T> {
        Poll::Pending
    }
}

/// A future that calls `f` when polled.
pub fn poll_fn<T, F: FnMut(&mut Context<'_>) -> Poll<T>>(f: F) -> PollFn<F> {
    PollFn { f }
}
/// The future of `poll_fn`.
#[must_use = "futures do nothing unless you `.await` or poll them"]
pub struct PollFn<F> {
    f: F,
}
impl<F: Unpin> Unpin for PollFn<F> {}
impl<T, F: FnMut(&mut Context<'_>) -> Poll<T>> Future for PollFn<F> {
    type Output = T;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<T> { crate::__rcc_unwritten!() }
}
