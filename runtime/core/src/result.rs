//! Error handling with `Result<T, E>`.

use crate::iter::{FromIterator, FusedIterator};
use crate::ops::{self, ControlFlow, Deref, DerefMut};
use crate::{convert, fmt, hint};

/// `Ok(T)` on success, `Err(E)` on failure.
#[must_use = "this `Result` may be an `Err` variant, which should be handled"]
#[rustc_diagnostic_item = "Result"]
pub enum Result<T, E> {
    /// Contains the success value.
    #[lang = "Ok"]
    Ok(T),
    /// Contains the error value.
    #[lang = "Err"]
    Err(E),
}

use Result::*;

impl<T, E> Result<T, E> {
    /// Whether the result is `Ok`.
    pub const fn is_ok(&self) -> bool {
        matches!(*self, Ok(_))
    }
    /// Whether the result is `Err`.
    pub const fn is_err(&self) -> bool {
        !self.is_ok()
    }
    /// The success value, if any.
    pub fn ok(self) -> Option<T> {
        match self {
            Ok(x) => Some(x),
            Err(_) => None,
        }
    }
    /// The error value, if any.
    pub fn err(self) -> Option<E> {
        match self {
            Ok(_) => None,
            Err(e) => Some(e),
        }
    }
    /// Converts from `&Result<T, E>` to `Result<&T, &E>`.
    pub const fn as_ref(&self) -> Result<&T, &E> {
        match *self {
            Ok(ref x) => Ok(x),
            Err(ref e) => Err(e),
        }
    }
    /// Converts from `&mut Result<T, E>` to `Result<&mut T, &mut E>`.
    pub fn as_mut(&mut self) -> Result<&mut T, &mut E> {
        match *self {
            Ok(ref mut x) => Ok(x),
            Err(ref mut e) => Err(e),
        }
    }
    /// Maps the success value.
    pub fn map<U, F: FnOnce(T) -> U>(self, op: F) -> Result<U, E> {
        match self {
            Ok(t) => Ok(op(t)),
            Err(e) => Err(e),
        }
    }
    /// Maps the success value or returns `default`.
    pub fn map_or<U, F: FnOnce(T) -> U>(self, default: U, f: F) -> U {
        match self {
            Ok(t) => f(t),
            Err(_) => default,
        }
    }
    /// Maps the success value or the error value to a `U`.
    pub fn map_or_else<U, D: FnOnce(E) -> U, F: FnOnce(T) -> U>(self, default: D, f: F) -> U {
        match self {
            Ok(t) => f(t),
            Err(e) => default(e),
        }
    }
    /// Maps the error value.
    pub fn map_err<F, O: FnOnce(E) -> F>(self, op: O) -> Result<T, F> {
        match self {
            Ok(t) => Ok(t),
            Err(e) => Err(op(e)),
        }
    }
    /// Converts from `&Result<T, E>` to `Result<&T::Target, &E>`.
    pub fn as_deref(&self) -> Result<&T::Target, &E>
    where
        T: Deref,
    {
        match self {
            Ok(t) => Ok(t.deref()),
            Err(e) => Err(e),
        }
    }
    /// Converts from `&mut Result<T, E>` to `Result<&mut T::Target, &mut E>`.
    pub fn as_deref_mut(&mut self) -> Result<&mut T::Target, &mut E>
    where
        T: DerefMut,
    {
        match self {
            Ok(t) => Ok(t.deref_mut()),
            Err(e) => Err(e),
        }
    }
    /// An iterator over the possibly contained success value.
    pub fn iter(&self) -> Iter<'_, T> {
        Iter { inner: self.as_ref().ok() }
    }
    /// A mutable iterator over the possibly contained success value.
    pub fn iter_mut(&mut self) -> IterMut<'_, T> {
        IterMut { inner: self.as_mut().ok() }
    }
    /// The success value; panics with `msg` and the error otherwise.
    #[track_caller]
    pub fn expect(self, msg: &str) -> T
    where
        E: fmt::Debug,
    {
        match self {
            Ok(t) => t,
            Err(e) => unwrap_failed(msg, &e),
        }
    }
    /// The success value; panics with the error otherwise.
    #[track_caller]
    pub fn unwrap(self) -> T
    where
        E: fmt::Debug,
    {
        match self {
            Ok(t) => t,
            Err(e) => unwrap_failed("called `Result::unwrap()` on an `Err` value", &e),
        }
    }
    /// The success value or `T::default()`.
    pub fn unwrap_or_default(self) -> T
    where
        T: Default,
    {
        match self {
            Ok(t) => t,
            Err(_) => T::default(),
        }
    }
    /// The error value; panics with `msg` and the value otherwise.
    #[track_caller]
    pub fn expect_err(self, msg: &str) -> E
    where
        T: fmt::Debug,
    {
        match self {
            Ok(t) => unwrap_failed(msg, &t),
            Err(e) => e,
        }
    }
    /// The error value; panics with the success value otherwise.
    #[track_caller]
    pub fn unwrap_err(self) -> E
    where
        T: fmt::Debug,
    {
        match self {
            Ok(t) => unwrap_failed("called `Result::unwrap_err()` on an `Ok` value", &t),
            Err(e) => e,
        }
    }
    /// The success value of a result that cannot fail.
    pub fn into_ok(self) -> T
    where
        E: Into<!>,
    {
        match self {
            Ok(t) => t,
            Err(e) => e.into(),
        }
    }
    /// `res` if `self` is `Ok`, otherwise the error of `self`.
    pub fn and<U>(self, res: Result<U, E>) -> Result<U, E> {
        match self {
            Ok(_) => res,
            Err(e) => Err(e),
        }
    }
    /// `op(value)` if `self` is `Ok`, otherwise the error of `self`.
    pub fn and_then<U, F: FnOnce(T) -> Result<U, E>>(self, op: F) -> Result<U, E> {
        match self {
            Ok(t) => op(t),
            Err(e) => Err(e),
        }
    }
    /// `res` if `self` is `Err`, otherwise the value of `self`.
    pub fn or<F>(self, res: Result<T, F>) -> Result<T, F> {
        match self {
            Ok(t) => Ok(t),
            Err(_) => res,
        }
    }
    /// `op(error)` if `self` is `Err`, otherwise the value of `self`.
    pub fn or_else<F, O: FnOnce(E) -> Result<T, F>>(self, op: O) -> Result<T, F> {
        match self {
            Ok(t) => Ok(t),
            Err(e) => op(e),
        }
    }
    /// The success value or `default`.
    pub fn unwrap_or(self, default: T) -> T {
        match self {
            Ok(t) => t,
            Err(_) => default,
        }
    }
    /// The success value or `op(error)`.
    pub fn unwrap_or_else<F: FnOnce(E) -> T>(self, op: F) -> T {
        match self {
            Ok(t) => t,
            Err(e) => op(e),
        }
    }
    /// The success value, assuming there is one.
    #[track_caller]
    pub unsafe fn unwrap_unchecked(self) -> T {
        match self {
            Ok(t) => t,
            Err(_) => unsafe { hint::unreachable_unchecked() },
        }
    }
    /// The error value, assuming there is one.
    #[track_caller]
    pub unsafe fn unwrap_err_unchecked(self) -> E {
        match self {
            Ok(_) => unsafe { hint::unreachable_unchecked() },
            Err(e) => e,
        }
    }
}

impl<T: Copy, E> Result<&T, E> {
    /// Copies the success value.
    pub fn copied(self) -> Result<T, E> {
        self.map(|&t| t)
    }
}
impl<T: Clone, E> Result<&T, E> {
    /// Clones the success value.
    pub fn cloned(self) -> Result<T, E> {
        self.map(|t| t.clone())
    }
}
impl<T, E> Result<Option<T>, E> {
    /// `Result<Option<T>, E>` to `Option<Result<T, E>>`.
    pub fn transpose(self) -> Option<Result<T, E>> {
        match self {
            Ok(Some(x)) => Some(Ok(x)),
            Ok(None) => None,
            Err(e) => Some(Err(e)),
        }
    }
}

#[inline(never)]
#[cold]
#[track_caller]
fn unwrap_failed(msg: &str, error: &dyn fmt::Debug) -> ! {
    panic!("{}: {:?}", msg, error)
}

impl<T: Clone, E: Clone> Clone for Result<T, E> {
    fn clone(&self) -> Self {
        match self {
            Ok(x) => Ok(x.clone()),
            Err(e) => Err(e.clone()),
        }
    }
}

impl<T, E> IntoIterator for Result<T, E> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> {
        IntoIter { inner: self.ok() }
    }
}
impl<'a, T, E> IntoIterator for &'a Result<T, E> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}
impl<'a, T, E> IntoIterator for &'a mut Result<T, E> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T>;
    fn into_iter(self) -> IterMut<'a, T> {
        self.iter_mut()
    }
}

/// An iterator over a reference to the `Ok` variant of a `Result`.
pub struct Iter<'a, T: 'a> {
    inner: Option<&'a T>,
}
/// An iterator over a mutable reference to the `Ok` variant.
pub struct IterMut<'a, T: 'a> {
    inner: Option<&'a mut T>,
}
/// An iterator over the value in an `Ok` variant.
pub struct IntoIter<T> {
    inner: Option<T>,
}

impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<&'a T> {
        self.inner.take()
    }
}
impl<'a, T> Iterator for IterMut<'a, T> {
    type Item = &'a mut T;
    fn next(&mut self) -> Option<&'a mut T> {
        self.inner.take()
    }
}
impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        self.inner.take()
    }
}
impl<T> FusedIterator for IntoIter<T> {}

impl<A, E, V: FromIterator<A>> FromIterator<Result<A, E>> for Result<V, E> {
    /// Collects the values, or the first error.
    fn from_iter<I: IntoIterator<Item = Result<A, E>>>(iter: I) -> Result<V, E> {
        collect_results(iter.into_iter())
    }
}

// `Result::from_iter` on an iterator (a separate function, so that the
// item type is a plain parameter's).
fn collect_results<A, E, V: FromIterator<A>, J: Iterator<Item = Result<A, E>>>(iter: J) -> Result<V, E> {
    let mut error: Option<E> = None;
    let v: V = FromIterator::from_iter(ResultShunt { iter, error: &mut error });
    match error {
        Some(e) => Err(e),
        None => Ok(v),
    }
}

// Yields the values until the first error, and keeps that error.
struct ResultShunt<'a, I, E> {
    iter: I,
    error: &'a mut Option<E>,
}
impl<A, E, I: Iterator<Item = Result<A, E>>> Iterator for ResultShunt<'_, I, E> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.error.is_some() {
            return None;
        }
        match self.iter.next() {
            Some(Ok(x)) => Some(x),
            Some(Err(e)) => {
                *self.error = Some(e);
                None
            }
            None => None,
        }
    }
}

impl<T, E> ops::Try for Result<T, E> {
    type Output = T;
    type Residual = Result<convert::Infallible, E>;
    fn from_output(output: Self::Output) -> Self {
        Ok(output)
    }
    fn branch(self) -> ControlFlow<Self::Residual, Self::Output> {
        match self {
            Ok(v) => ControlFlow::Continue(v),
            Err(e) => ControlFlow::Break(Err(e)),
        }
    }
}
impl<T, E, F: From<E>> ops::FromResidual<Result<convert::Infallible, E>> for Result<T, F> {
    #[track_caller]
    fn from_residual(residual: Result<convert::Infallible, E>) -> Self {
        match residual {
            Err(e) => Err(From::from(e)),
            Ok(never) => match never {},
        }
    }
}
impl<T, E, F: From<E>> ops::FromResidual<ops::Yeet<E>> for Result<T, F> {
    fn from_residual(ops::Yeet(e): ops::Yeet<E>) -> Self {
        Err(From::from(e))
    }
}
impl<T, E> ops::Residual<T> for Result<convert::Infallible, E> {
    type TryType = Result<T, E>;
}

// What `#[derive(Copy, PartialEq, PartialOrd, Eq, Ord, Debug, Hash)]`
// gives in rustc's core, written out (derives are costly to expand).
impl<T: Copy, E: Copy> Copy for Result<T, E> {}
impl<T, E> crate::marker::StructuralPartialEq for Result<T, E> {}
impl<T, E> crate::marker::StructuralEq for Result<T, E> {}
impl<T: PartialEq, E: PartialEq> PartialEq for Result<T, E> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Ok(a), Ok(b)) => a == b,
            (Err(a), Err(b)) => a == b,
            _ => false,
        }
    }
}
impl<T: Eq, E: Eq> Eq for Result<T, E> {}
impl<T: PartialOrd, E: PartialOrd> PartialOrd for Result<T, E> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> {
        match (self, other) {
            (Ok(a), Ok(b)) => a.partial_cmp(b),
            (Err(a), Err(b)) => a.partial_cmp(b),
            (x, y) => Some((x.is_err() as u8).cmp(&(y.is_err() as u8))),
        }
    }
}
impl<T: Ord, E: Ord> Ord for Result<T, E> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering {
        match (self, other) {
            (Ok(a), Ok(b)) => a.cmp(b),
            (Err(a), Err(b)) => a.cmp(b),
            (x, y) => (x.is_err() as u8).cmp(&(y.is_err() as u8)),
        }
    }
}
impl<T: fmt::Debug, E: fmt::Debug> fmt::Debug for Result<T, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ok(v) => f.debug_tuple("Ok").field(v).finish(),
            Err(e) => f.debug_tuple("Err").field(e).finish(),
        }
    }
}
impl<T: crate::hash::Hash, E: crate::hash::Hash> crate::hash::Hash for Result<T, E> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        match self {
            Ok(v) => { state.write_usize(0); v.hash(state) }
            Err(e) => { state.write_usize(1); e.hash(state) }
        }
    }
}
