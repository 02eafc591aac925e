//! Optional values: `Option<T>`.

use crate::iter::{FromIterator, FusedIterator, TrustedLen};
use crate::ops::{self, ControlFlow, Deref, DerefMut};
use crate::pin::Pin;
use crate::{convert, fmt, hint, mem};

/// An optional value: `Some(T)` or `None`.
#[rustc_diagnostic_item = "Option"]
pub enum Option<T> {
    /// No value.
    #[lang = "None"]
    None,
    /// Some value of type `T`.
    #[lang = "Some"]
    Some(T),
}

use Option::*;

impl<T> Option<T> {
    /// Whether the option is a `Some` value.
    #[must_use = "if you intended to assert that this has a value, consider `.unwrap()` instead"]
    pub const fn is_some(&self) -> bool {
        matches!(*self, Some(_))
    }
    /// Whether the option is a `None` value.
    #[must_use = "if you intended to assert that this doesn't have a value, consider \
                  `.and_then(|_| panic!(\"`Option` had a value when expected `None`\"))` instead"]
    pub const fn is_none(&self) -> bool {
        !self.is_some()
    }
    /// Converts from `&Option<T>` to `Option<&T>`.
    pub const fn as_ref(&self) -> Option<&T> {
        match *self {
            Some(ref x) => Some(x),
            None => None,
        }
    }
    /// Converts from `&mut Option<T>` to `Option<&mut T>`.
    pub fn as_mut(&mut self) -> Option<&mut T> {
        match *self {
            Some(ref mut x) => Some(x),
            None => None,
        }
    }
    /// Converts from `Pin<&Option<T>>` to `Option<Pin<&T>>`.
    pub fn as_pin_ref(self: Pin<&Self>) -> Option<Pin<&T>> {
        match Pin::get_ref(self) {
            Some(x) => Some(unsafe { Pin::new_unchecked(x) }),
            None => None,
        }
    }
    /// Converts from `Pin<&mut Option<T>>` to `Option<Pin<&mut T>>`.
    pub fn as_pin_mut(self: Pin<&mut Self>) -> Option<Pin<&mut T>> {
        match unsafe { Pin::get_unchecked_mut(self) } {
            Some(x) => Some(unsafe { Pin::new_unchecked(x) }),
            None => None,
        }
    }
    /// The `Some` value; panics with `msg` on `None`.
    #[track_caller]
    pub fn expect(self, msg: &str) -> T {
        match self {
            Some(x) => x,
            None => expect_failed(msg),
        }
    }
    /// The `Some` value; panics on `None`.
    #[track_caller]
    pub fn unwrap(self) -> T {
        match self {
            Some(x) => x,
            None => crate::panicking::panic("called `Option::unwrap()` on a `None` value"),
        }
    }
    /// The `Some` value or `default`.
    pub fn unwrap_or(self, default: T) -> T {
        match self {
            Some(x) => x,
            None => default,
        }
    }
    /// The `Some` value or the result of `f`.
    pub fn unwrap_or_else<F: FnOnce() -> T>(self, f: F) -> T {
        match self {
            Some(x) => x,
            None => f(),
        }
    }
    /// The `Some` value or `T::default()`.
    pub fn unwrap_or_default(self) -> T
    where
        T: Default,
    {
        match self {
            Some(x) => x,
            None => T::default(),
        }
    }
    /// The `Some` value, assuming there is one.
    #[track_caller]
    pub unsafe fn unwrap_unchecked(self) -> T {
        match self {
            Some(x) => x,
            None => unsafe { hint::unreachable_unchecked() },
        }
    }
    /// Maps the contained value.
    pub fn map<U, F: FnOnce(T) -> U>(self, f: F) -> Option<U> {
        match self {
            Some(x) => Some(f(x)),
            None => None,
        }
    }
    /// Calls `f` with a reference to the contained value.
    pub fn inspect<F: FnOnce(&T)>(self, f: F) -> Self {
        if let Some(ref x) = self {
            f(x);
        }
        self
    }
    /// Maps the contained value or returns `default`.
    pub fn map_or<U, F: FnOnce(T) -> U>(self, default: U, f: F) -> U {
        match self {
            Some(x) => f(x),
            None => default,
        }
    }
    /// Maps the contained value or computes a default.
    pub fn map_or_else<U, D: FnOnce() -> U, F: FnOnce(T) -> U>(self, default: D, f: F) -> U {
        match self {
            Some(x) => f(x),
            None => default(),
        }
    }
    /// `Some(v)` to `Ok(v)`, `None` to `Err(err)`.
    pub fn ok_or<E>(self, err: E) -> Result<T, E> {
        match self {
            Some(x) => Ok(x),
            None => Err(err),
        }
    }
    /// `Some(v)` to `Ok(v)`, `None` to `Err(err())`.
    pub fn ok_or_else<E, F: FnOnce() -> E>(self, err: F) -> Result<T, E> {
        match self {
            Some(x) => Ok(x),
            None => Err(err()),
        }
    }
    /// Converts from `&Option<T>` to `Option<&T::Target>`.
    pub fn as_deref(&self) -> Option<&T::Target>
    where
        T: Deref,
    {
        match self {
            Some(x) => Some(x.deref()),
            None => None,
        }
    }
    /// Converts from `&mut Option<T>` to `Option<&mut T::Target>`.
    pub fn as_deref_mut(&mut self) -> Option<&mut T::Target>
    where
        T: DerefMut,
    {
        match self {
            Some(x) => Some(x.deref_mut()),
            None => None,
        }
    }
    /// An iterator over the possibly contained value.
    pub fn iter(&self) -> Iter<'_, T> {
        Iter { inner: self.as_ref() }
    }
    /// A mutable iterator over the possibly contained value.
    pub fn iter_mut(&mut self) -> IterMut<'_, T> {
        IterMut { inner: self.as_mut() }
    }
    /// `None` if `self` is `None`, otherwise `optb`.
    pub fn and<U>(self, optb: Option<U>) -> Option<U> {
        match self {
            Some(_) => optb,
            None => None,
        }
    }
    /// `None` if `self` is `None`, otherwise `f(value)`.
    pub fn and_then<U, F: FnOnce(T) -> Option<U>>(self, f: F) -> Option<U> {
        match self {
            Some(x) => f(x),
            None => None,
        }
    }
    /// Keeps the value if `predicate` holds for it.
    pub fn filter<P: FnOnce(&T) -> bool>(self, predicate: P) -> Self {
        if let Some(x) = self {
            if predicate(&x) {
                return Some(x);
            }
        }
        None
    }
    /// `self` if it has a value, otherwise `optb`.
    pub fn or(self, optb: Option<T>) -> Option<T> {
        match self {
            Some(x) => Some(x),
            None => optb,
        }
    }
    /// `self` if it has a value, otherwise `f()`.
    pub fn or_else<F: FnOnce() -> Option<T>>(self, f: F) -> Option<T> {
        match self {
            Some(x) => Some(x),
            None => f(),
        }
    }
    /// `Some` if exactly one of `self`, `optb` is `Some`.
    pub fn xor(self, optb: Option<T>) -> Option<T> {
        match (self, optb) {
            (Some(a), None) => Some(a),
            (None, Some(b)) => Some(b),
            _ => None,
        }
    }
    /// Inserts `value` and returns a reference to it.
    pub fn insert(&mut self, value: T) -> &mut T {
        *self = Some(value);
        match self {
            Some(x) => x,
            None => unsafe { hint::unreachable_unchecked() },
        }
    }
    /// Inserts `value` if `None`; returns a reference to the value.
    pub fn get_or_insert(&mut self, value: T) -> &mut T {
        if self.is_none() {
            *self = Some(value);
        }
        match self {
            Some(x) => x,
            None => unsafe { hint::unreachable_unchecked() },
        }
    }
    /// Inserts `f()` if `None`; returns a reference to the value.
    pub fn get_or_insert_with<F: FnOnce() -> T>(&mut self, f: F) -> &mut T {
        if self.is_none() {
            *self = Some(f());
        }
        match self {
            Some(x) => x,
            None => unsafe { hint::unreachable_unchecked() },
        }
    }
    /// Takes the value out, leaving `None`.
    pub fn take(&mut self) -> Option<T> {
        mem::replace(self, None)
    }
    /// Replaces the value, returning the old one.
    pub fn replace(&mut self, value: T) -> Option<T> {
        mem::replace(self, Some(value))
    }
    /// Whether the option is `Some(x)` with `x == *y`.
    pub fn contains<U>(&self, x: &U) -> bool
    where
        U: PartialEq<T>,
    {
        match self {
            Some(y) => x == y,
            None => false,
        }
    }
    /// Zips two options into an option of a pair.
    pub fn zip<U>(self, other: Option<U>) -> Option<(T, U)> {
        match (self, other) {
            (Some(a), Some(b)) => Some((a, b)),
            _ => None,
        }
    }
}

impl<T, U> Option<(T, U)> {
    /// Unzips an option of a pair into a pair of options.
    pub fn unzip(self) -> (Option<T>, Option<U>) {
        match self {
            Some((a, b)) => (Some(a), Some(b)),
            None => (None, None),
        }
    }
}

impl<T: Copy> Option<&T> {
    /// Copies the contents of the option.
    pub fn copied(self) -> Option<T> {
        match self {
            Some(x) => Some(*x),
            None => None,
        }
    }
}
impl<T: Clone> Option<&T> {
    /// Clones the contents of the option.
    pub fn cloned(self) -> Option<T> {
        match self {
            Some(x) => Some(x.clone()),
            None => None,
        }
    }
}
impl<T: Copy> Option<&mut T> {
    /// Copies the contents of the option.
    pub fn copied(self) -> Option<T> {
        match self {
            Some(x) => Some(*x),
            None => None,
        }
    }
}
impl<T: Clone> Option<&mut T> {
    /// Clones the contents of the option.
    pub fn cloned(self) -> Option<T> {
        match self {
            Some(x) => Some(x.clone()),
            None => None,
        }
    }
}
impl<T, E> Option<Result<T, E>> {
    /// `Option<Result<T, E>>` to `Result<Option<T>, E>`.
    pub fn transpose(self) -> Result<Option<T>, E> {
        match self {
            Some(Ok(x)) => Ok(Some(x)),
            Some(Err(e)) => Err(e),
            None => Ok(None),
        }
    }
}
impl<T> Option<Option<T>> {
    /// `Option<Option<T>>` to `Option<T>`.
    pub fn flatten(self) -> Option<T> {
        match self {
            Some(inner) => inner,
            None => None,
        }
    }
}

#[cold]
#[track_caller]
fn expect_failed(msg: &str) -> ! {
    crate::panicking::panic_str(msg)
}

impl<T: Clone> Clone for Option<T> {
    fn clone(&self) -> Self {
        match self {
            Some(x) => Some(x.clone()),
            None => None,
        }
    }
}

impl<T> Default for Option<T> {
    fn default() -> Option<T> {
        None
    }
}

impl<T> From<T> for Option<T> {
    fn from(val: T) -> Option<T> {
        Some(val)
    }
}
impl<'a, T> From<&'a Option<T>> for Option<&'a T> {
    fn from(o: &'a Option<T>) -> Option<&'a T> {
        o.as_ref()
    }
}
impl<'a, T> From<&'a mut Option<T>> for Option<&'a mut T> {
    fn from(o: &'a mut Option<T>) -> Option<&'a mut T> {
        o.as_mut()
    }
}

impl<T> IntoIterator for Option<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> {
        IntoIter { inner: self }
    }
}
impl<'a, T> IntoIterator for &'a Option<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}
impl<'a, T> IntoIterator for &'a mut Option<T> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T>;
    fn into_iter(self) -> IterMut<'a, T> {
        self.iter_mut()
    }
}

/// An iterator over a reference to the `Some` variant of an `Option`.
pub struct Iter<'a, A: 'a> {
    inner: Option<&'a A>,
}
/// An iterator over a mutable reference to the `Some` variant.
pub struct IterMut<'a, A: 'a> {
    inner: Option<&'a mut A>,
}
/// An iterator over the value in a `Some` variant.
pub struct IntoIter<A> {
    inner: Option<A>,
}

impl<'a, A> Iterator for Iter<'a, A> {
    type Item = &'a A;
    fn next(&mut self) -> Option<&'a A> {
        self.inner.take()
    }
}
impl<'a, A> DoubleEndedIterator for Iter<'a, A> {
    fn next_back(&mut self) -> Option<&'a A> {
        self.inner.take()
    }
}
impl<A> Clone for Iter<'_, A> {
    fn clone(&self) -> Self {
        Iter { inner: self.inner }
    }
}
impl<'a, A> Iterator for IterMut<'a, A> {
    type Item = &'a mut A;
    fn next(&mut self) -> Option<&'a mut A> {
        self.inner.take()
    }
}
impl<'a, A> DoubleEndedIterator for IterMut<'a, A> {
    fn next_back(&mut self) -> Option<&'a mut A> {
        self.inner.take()
    }
}
impl<A> Iterator for IntoIter<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        self.inner.take()
    }
}
impl<A> DoubleEndedIterator for IntoIter<A> {
    fn next_back(&mut self) -> Option<A> {
        self.inner.take()
    }
}
impl<A> FusedIterator for Iter<'_, A> {}
impl<A> FusedIterator for IterMut<'_, A> {}
impl<A> FusedIterator for IntoIter<A> {}

impl<A, V: FromIterator<A>> FromIterator<Option<A>> for Option<V> {
    /// Collects the values, or `None` at the first `None` (v0: collects
    /// into a `V` only through `Option::from_iter` of the values seen).
    fn from_iter<I: IntoIterator<Item = Option<A>>>(iter: I) -> Option<V> {
        collect_options(iter.into_iter())
    }
}

// `Option::from_iter` on an iterator (a separate function, so that the
// item type is a plain parameter's).
fn collect_options<A, V: FromIterator<A>, J: Iterator<Item = Option<A>>>(iter: J) -> Option<V> {
    let mut failed = false;
    let v: V = FromIterator::from_iter(OptionShunt { iter, failed: &mut failed });
    if failed {
        None
    } else {
        Some(v)
    }
}

// Yields the values until the first `None`, and records that it saw one.
struct OptionShunt<'a, I> {
    iter: I,
    failed: &'a mut bool,
}
impl<A, I: Iterator<Item = Option<A>>> Iterator for OptionShunt<'_, I> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if *self.failed {
            return None;
        }
        match self.iter.next() {
            Some(Some(x)) => Some(x),
            Some(None) => {
                *self.failed = true;
                None
            }
            None => None,
        }
    }
}

impl<T> ops::Try for Option<T> {
    type Output = T;
    type Residual = Option<convert::Infallible>;
    fn from_output(output: Self::Output) -> Self {
        Some(output)
    }
    fn branch(self) -> ControlFlow<Self::Residual, Self::Output> {
        match self {
            Some(v) => ControlFlow::Continue(v),
            None => ControlFlow::Break(None),
        }
    }
}
impl<T> ops::FromResidual for Option<T> {
    fn from_residual(residual: Option<convert::Infallible>) -> Self {
        match residual {
            None => None,
            #[allow(unreachable_patterns)]
            Some(never) => match never {},
        }
    }
}
impl<T> ops::FromResidual<ops::Yeet<()>> for Option<T> {
    fn from_residual(ops::Yeet(()): ops::Yeet<()>) -> Self {
        None
    }
}
impl<T> ops::Residual<T> for Option<convert::Infallible> {
    type TryType = Option<T>;
}

// What `#[derive(Copy, PartialEq, PartialOrd, Eq, Ord, Debug, Hash)]`
// gives in rustc's core, written out (derives are costly to expand).
impl<T: Copy> Copy for Option<T> {}
impl<T> crate::marker::StructuralPartialEq for Option<T> {}
impl<T> crate::marker::StructuralEq for Option<T> {}
impl<T: PartialEq> PartialEq for Option<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Some(a), Some(b)) => a == b,
            (None, None) => true,
            _ => false,
        }
    }
}
impl<T: Eq> Eq for Option<T> {}
impl<T: PartialOrd> PartialOrd for Option<T> {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> {
        match (self, other) {
            (Some(a), Some(b)) => a.partial_cmp(b),
            (x, y) => Some((x.is_some() as u8).cmp(&(y.is_some() as u8))),
        }
    }
}
impl<T: Ord> Ord for Option<T> {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering {
        match (self, other) {
            (Some(a), Some(b)) => a.cmp(b),
            (x, y) => (x.is_some() as u8).cmp(&(y.is_some() as u8)),
        }
    }
}
impl<T: fmt::Debug> fmt::Debug for Option<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Some(v) => f.debug_tuple("Some").field(v).finish(),
            None => f.write_str("None"),
        }
    }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Option<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        state.write_usize(self.is_some() as usize);
        if let Some(v) = self {
            v.hash(state)
        }
    }
}
