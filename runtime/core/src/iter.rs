//! Iteration: `Iterator` and its companions (`IntoIterator`,
//! `DoubleEndedIterator`, `ExactSizeIterator`, `Extend`, `FromIterator`,
//! `Sum`, `Product`), the adapters `Iterator`'s methods return, the
//! sources (`empty`, `once`, `repeat`, `from_fn`, `successors`), and range
//! iteration (`Step`). `loop {}` bodies are v0 placeholders.

use crate::cmp::{self, Ordering};
use crate::ops::{Range, RangeFrom, RangeInclusive, Try};

/// An interface for dealing with iterators.
#[rustc_diagnostic_item = "Iterator"]
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub trait Iterator {
    /// The type of the elements being iterated over.
    type Item;
    /// Advances the iterator and returns the next value.
    #[lang = "next"]
    fn next(&mut self) -> Option<Self::Item>;

    fn size_hint(&self) -> (usize, Option<usize>) { (0, None) }
    fn count(self) -> usize where Self: Sized { self.fold(0, |count, _| count + 1) }
    fn last(self) -> Option<Self::Item> where Self: Sized { self.fold(None, |_, x| Some(x)) }
    fn nth(&mut self, n: usize) -> Option<Self::Item> {
        for _ in 0..n {
            self.next()?;
        }
        self.next()
    }
    fn step_by(self, step: usize) -> StepBy<Self> where Self: Sized { StepBy { iter: self, step: step - 1, first_take: true } }
    fn chain<U: IntoIterator<Item = Self::Item>>(self, other: U) -> Chain<Self, U::IntoIter> where Self: Sized {
        Chain { a: Some(self), b: Some(other.into_iter()) }
    }
    fn zip<U: IntoIterator>(self, other: U) -> Zip<Self, U::IntoIter> where Self: Sized { Zip { a: self, b: other.into_iter() } }
    fn map<B, F: FnMut(Self::Item) -> B>(self, f: F) -> Map<Self, F> where Self: Sized { Map { iter: self, f } }
    fn for_each<F: FnMut(Self::Item)>(self, mut f: F) where Self: Sized { self.fold((), move |(), item| f(item)); }
    fn filter<P: FnMut(&Self::Item) -> bool>(self, predicate: P) -> Filter<Self, P> where Self: Sized {
        Filter { iter: self, predicate }
    }
    fn filter_map<B, F: FnMut(Self::Item) -> Option<B>>(self, f: F) -> FilterMap<Self, F> where Self: Sized {
        FilterMap { iter: self, f }
    }
    fn enumerate(self) -> Enumerate<Self> where Self: Sized { Enumerate { iter: self, count: 0 } }
    fn peekable(self) -> Peekable<Self> where Self: Sized { Peekable { iter: self, peeked: None } }
    fn skip_while<P: FnMut(&Self::Item) -> bool>(self, predicate: P) -> SkipWhile<Self, P> where Self: Sized {
        SkipWhile { iter: self, flag: false, predicate }
    }
    fn take_while<P: FnMut(&Self::Item) -> bool>(self, predicate: P) -> TakeWhile<Self, P> where Self: Sized {
        TakeWhile { iter: self, flag: false, predicate }
    }
    fn map_while<B, P: FnMut(Self::Item) -> Option<B>>(self, predicate: P) -> MapWhile<Self, P> where Self: Sized {
        MapWhile { iter: self, predicate }
    }
    fn skip(self, n: usize) -> Skip<Self> where Self: Sized { Skip { iter: self, n } }
    fn take(self, n: usize) -> Take<Self> where Self: Sized { Take { iter: self, n } }
    fn scan<St, B, F: FnMut(&mut St, Self::Item) -> Option<B>>(self, initial_state: St, f: F) -> Scan<Self, St, F>
    where
        Self: Sized,
    {
        Scan { iter: self, f, state: initial_state }
    }
    fn flat_map<U: IntoIterator, F: FnMut(Self::Item) -> U>(self, f: F) -> FlatMap<Self, U, F> where Self: Sized {
        FlatMap { iter: Map { iter: self, f }, front: None }
    }
    fn flatten(self) -> Flatten<Self> where Self: Sized, Self::Item: IntoIterator {
        Flatten { iter: self, front: None }
    }
    fn fuse(self) -> Fuse<Self> where Self: Sized { Fuse { iter: Some(self) } }
    fn inspect<F: FnMut(&Self::Item)>(self, f: F) -> Inspect<Self, F> where Self: Sized { Inspect { iter: self, f } }
    fn by_ref(&mut self) -> &mut Self where Self: Sized { self }
    #[must_use = "if you really need to exhaust the iterator, consider `.for_each(drop)` instead"]
    fn collect<B: FromIterator<Self::Item>>(self) -> B where Self: Sized { FromIterator::from_iter(self) }
    fn partition<B, F>(self, f: F) -> (B, B)
    where
        Self: Sized,
        B: Default + Extend<Self::Item>,
        F: FnMut(&Self::Item) -> bool,
    {
        let mut f = f;
        let mut iter = self;
        let mut left: B = Default::default();
        let mut right: B = Default::default();
        while let Some(x) = iter.next() {
            if f(&x) {
                left.extend_one(x);
            } else {
                right.extend_one(x);
            }
        }
        (left, right)
    }
    fn try_fold<B, F, R>(&mut self, init: B, mut f: F) -> R
    where
        Self: Sized,
        F: FnMut(B, Self::Item) -> R,
        R: Try<Output = B>,
    {
        let mut accum = init;
        while let Some(x) = self.next() {
            accum = f(accum, x)?;
        }
        R::from_output(accum)
    }
    fn try_for_each<F, R>(&mut self, mut f: F) -> R
    where
        Self: Sized,
        F: FnMut(Self::Item) -> R,
        R: Try<Output = ()>,
    {
        self.try_fold((), move |(), x| f(x))
    }
    fn fold<B, F: FnMut(B, Self::Item) -> B>(mut self, init: B, mut f: F) -> B where Self: Sized {
        let mut accum = init;
        while let Some(x) = self.next() {
            accum = f(accum, x);
        }
        accum
    }
    fn reduce<F: FnMut(Self::Item, Self::Item) -> Self::Item>(mut self, f: F) -> Option<Self::Item> where Self: Sized {
        let first = self.next()?;
        Some(self.fold(first, f))
    }
    fn all<F: FnMut(Self::Item) -> bool>(&mut self, mut f: F) -> bool where Self: Sized {
        while let Some(x) = self.next() {
            if !f(x) {
                return false;
            }
        }
        true
    }
    fn any<F: FnMut(Self::Item) -> bool>(&mut self, mut f: F) -> bool where Self: Sized {
        while let Some(x) = self.next() {
            if f(x) {
                return true;
            }
        }
        false
    }
    fn find<P: FnMut(&Self::Item) -> bool>(&mut self, mut predicate: P) -> Option<Self::Item> where Self: Sized {
        while let Some(x) = self.next() {
            if predicate(&x) {
                return Some(x);
            }
        }
        None
    }
    fn find_map<B, F: FnMut(Self::Item) -> Option<B>>(&mut self, mut f: F) -> Option<B> where Self: Sized {
        while let Some(x) = self.next() {
            if let Some(b) = f(x) {
                return Some(b);
            }
        }
        None
    }
    fn position<P: FnMut(Self::Item) -> bool>(&mut self, mut predicate: P) -> Option<usize> where Self: Sized {
        let mut i = 0;
        while let Some(x) = self.next() {
            if predicate(x) {
                return Some(i);
            }
            i += 1;
        }
        None
    }
    fn rposition<P: FnMut(Self::Item) -> bool>(&mut self, predicate: P) -> Option<usize>
    where
        Self: Sized + ExactSizeIterator + DoubleEndedIterator,
    {
        let mut predicate = predicate;
        let mut i = self.len();
        while let Some(x) = self.next_back() {
            i -= 1;
            if predicate(x) {
                return Some(i);
            }
        }
        None
    }
    fn max(self) -> Option<Self::Item> where Self: Sized, Self::Item: Ord { self.max_by(Ord::cmp) }
    fn min(self) -> Option<Self::Item> where Self: Sized, Self::Item: Ord { self.min_by(Ord::cmp) }
    fn max_by_key<B: Ord, F: FnMut(&Self::Item) -> B>(self, mut f: F) -> Option<Self::Item> where Self: Sized {
        self.max_by(|a, b| f(a).cmp(&f(b)))
    }
    fn max_by<F: FnMut(&Self::Item, &Self::Item) -> Ordering>(self, mut compare: F) -> Option<Self::Item> where Self: Sized {
        self.reduce(|x, y| cmp::max_by(x, y, &mut compare))
    }
    fn min_by_key<B: Ord, F: FnMut(&Self::Item) -> B>(self, mut f: F) -> Option<Self::Item> where Self: Sized {
        self.min_by(|a, b| f(a).cmp(&f(b)))
    }
    fn min_by<F: FnMut(&Self::Item, &Self::Item) -> Ordering>(self, mut compare: F) -> Option<Self::Item> where Self: Sized {
        self.reduce(|x, y| cmp::min_by(x, y, &mut compare))
    }
    fn rev(self) -> Rev<Self> where Self: Sized + DoubleEndedIterator { Rev { iter: self } }
    fn unzip<A, B, FromA: Default + Extend<A>, FromB: Default + Extend<B>>(self) -> (FromA, FromB)
    where
        Self: Sized + Iterator<Item = (A, B)>,
    {
        let mut iter = self;
        let mut a: FromA = Default::default();
        let mut b: FromB = Default::default();
        while let Some((x, y)) = iter.next() {
            a.extend_one(x);
            b.extend_one(y);
        }
        (a, b)
    }
    fn copied<'a, T: 'a + Copy>(self) -> Copied<Self> where Self: Sized + Iterator<Item = &'a T> { Copied { it: self } }
    fn cloned<'a, T: 'a + Clone>(self) -> Cloned<Self> where Self: Sized + Iterator<Item = &'a T> { Cloned { it: self } }
    fn cycle(self) -> Cycle<Self> where Self: Sized + Clone { Cycle { orig: self.clone(), iter: self } }
    fn sum<S: Sum<Self::Item>>(self) -> S where Self: Sized { Sum::sum(self) }
    fn product<P: Product<Self::Item>>(self) -> P where Self: Sized { Product::product(self) }
    fn cmp<I>(self, other: I) -> Ordering
    where
        I: IntoIterator<Item = Self::Item>,
        Self::Item: Ord,
        Self: Sized,
    {
        let mut a = self;
        let mut b = other.into_iter();
        loop {
            let x = match a.next() {
                None => return if b.next().is_none() { Ordering::Equal } else { Ordering::Less },
                Some(v) => v,
            };
            let y = match b.next() {
                None => return Ordering::Greater,
                Some(v) => v,
            };
            match x.cmp(&y) {
                Ordering::Equal => {}
                non_eq => return non_eq,
            }
        }
    }
    fn partial_cmp<I>(self, other: I) -> Option<Ordering>
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    {
        let mut a = self;
        let mut b = other.into_iter();
        loop {
            let x = match a.next() {
                None => return if b.next().is_none() { Some(Ordering::Equal) } else { Some(Ordering::Less) },
                Some(v) => v,
            };
            let y = match b.next() {
                None => return Some(Ordering::Greater),
                Some(v) => v,
            };
            match x.partial_cmp(&y) {
                Some(Ordering::Equal) => {}
                non_eq => return non_eq,
            }
        }
    }
    fn eq<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialEq<I::Item>,
        Self: Sized,
    {
        let mut a = self;
        let mut b = other.into_iter();
        loop {
            let x = match a.next() {
                None => return b.next().is_none(),
                Some(v) => v,
            };
            let y = match b.next() {
                None => return false,
                Some(v) => v,
            };
            if !(x == y) {
                return false;
            }
        }
    }
    fn ne<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialEq<I::Item>,
        Self: Sized,
    {
        !self.eq(other)
    }
    fn lt<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    {
        self.partial_cmp(other) == Some(Ordering::Less)
    }
    fn le<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    {
        matches!(self.partial_cmp(other), Some(Ordering::Less | Ordering::Equal))
    }
    fn gt<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    {
        self.partial_cmp(other) == Some(Ordering::Greater)
    }
    fn ge<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    {
        matches!(self.partial_cmp(other), Some(Ordering::Greater | Ordering::Equal))
    }
}

impl<I: Iterator + ?Sized> Iterator for &mut I {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { (**self).next() }
    fn size_hint(&self) -> (usize, Option<usize>) { (**self).size_hint() }
    fn nth(&mut self, n: usize) -> Option<I::Item> { (**self).nth(n) }
}

/// An iterator able to yield elements from both ends.
pub trait DoubleEndedIterator: Iterator {
    /// Removes and returns an element from the end.
    fn next_back(&mut self) -> Option<Self::Item>;
    fn nth_back(&mut self, n: usize) -> Option<Self::Item> {
        for _ in 0..n {
            self.next_back()?;
        }
        self.next_back()
    }
    fn rfold<B, F: FnMut(B, Self::Item) -> B>(mut self, init: B, mut f: F) -> B where Self: Sized {
        let mut accum = init;
        while let Some(x) = self.next_back() {
            accum = f(accum, x);
        }
        accum
    }
    fn rfind<P: FnMut(&Self::Item) -> bool>(&mut self, mut predicate: P) -> Option<Self::Item> where Self: Sized {
        while let Some(x) = self.next_back() {
            if predicate(&x) {
                return Some(x);
            }
        }
        None
    }
}
impl<I: DoubleEndedIterator + ?Sized> DoubleEndedIterator for &mut I {
    fn next_back(&mut self) -> Option<I::Item> { (**self).next_back() }
    fn nth_back(&mut self, n: usize) -> Option<I::Item> { (**self).nth_back(n) }
}

/// An iterator that knows its exact length.
pub trait ExactSizeIterator: Iterator {
    fn len(&self) -> usize { self.size_hint().0 }
    fn is_empty(&self) -> bool { self.len() == 0 }
}
impl<I: ExactSizeIterator + ?Sized> ExactSizeIterator for &mut I {}

/// An iterator that keeps returning `None` once it has.
pub trait FusedIterator: Iterator {}

/// An iterator whose `size_hint` is exact.
pub unsafe trait TrustedLen: Iterator {}

/// Conversion into an `Iterator` (what `for` loops call).
#[rustc_diagnostic_item = "IntoIterator"]
pub trait IntoIterator {
    /// The type of the elements being iterated over.
    type Item;
    /// Which kind of iterator are we turning this into?
    type IntoIter: Iterator<Item = Self::Item>;
    /// Creates an iterator from a value.
    #[lang = "into_iter"]
    fn into_iter(self) -> Self::IntoIter;
}

impl<I: Iterator> IntoIterator for I {
    type Item = I::Item;
    type IntoIter = I;
    fn into_iter(self) -> I { self }
}

/// Conversion from an `Iterator` (what `collect` calls).
#[rustc_diagnostic_item = "FromIterator"]
pub trait FromIterator<A>: Sized {
    /// Creates a value from an iterator.
    fn from_iter<T: IntoIterator<Item = A>>(iter: T) -> Self;
}

/// Extending a collection with the contents of an iterator.
pub trait Extend<A> {
    /// Extends a collection with the contents of an iterator.
    fn extend<T: IntoIterator<Item = A>>(&mut self, iter: T);
    fn extend_one(&mut self, item: A) { self.extend(Some(item)); }
    fn extend_reserve(&mut self, additional: usize) { let _ = additional; }
}

impl Extend<()> for () {
    fn extend<T: IntoIterator<Item = ()>>(&mut self, iter: T) { iter.into_iter().for_each(drop) }
}
impl FromIterator<()> for () {
    fn from_iter<I: IntoIterator<Item = ()>>(iter: I) -> () { iter.into_iter().for_each(drop) }
}

/// Summing up an iterator.
pub trait Sum<A = Self>: Sized {
    fn sum<I: Iterator<Item = A>>(iter: I) -> Self;
}

/// Multiplying together the elements of an iterator.
pub trait Product<A = Self>: Sized {
    fn product<I: Iterator<Item = A>>(iter: I) -> Self;
}

macro_rules! sum_product {
    ($zero:expr, $one:expr; $($a:ty)*) => {$(
        impl Sum for $a {
            fn sum<I: Iterator<Item = Self>>(iter: I) -> Self { iter.fold($zero, |a, b| a + b) }
        }
        impl<'a> Sum<&'a $a> for $a {
            fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self { iter.fold($zero, |a, b| a + *b) }
        }
        impl Product for $a {
            fn product<I: Iterator<Item = Self>>(iter: I) -> Self { iter.fold($one, |a, b| a * b) }
        }
        impl<'a> Product<&'a $a> for $a {
            fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self { iter.fold($one, |a, b| a * *b) }
        }
    )*};
}
sum_product! { 0, 1; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize }
sum_product! { 0.0, 1.0; f32 f64 }

// Yields the `Ok` values of `iter`, stopping at (and keeping) the first error.
struct ResultShunt<'a, I, E> {
    iter: I,
    error: &'a mut Option<E>,
}
impl<'a, T, E, I: Iterator<Item = Result<T, E>>> Iterator for ResultShunt<'a, I, E> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
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

// Yields the `Some` values of `iter`, stopping at the first `None`.
struct OptionShunt<'a, I> {
    iter: I,
    found_none: &'a mut bool,
}
impl<'a, T, I: Iterator<Item = Option<T>>> Iterator for OptionShunt<'a, I> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if *self.found_none {
            return None;
        }
        match self.iter.next() {
            Some(Some(x)) => Some(x),
            Some(None) => {
                *self.found_none = true;
                None
            }
            None => None,
        }
    }
}

impl<T, U, E> Sum<Result<U, E>> for Result<T, E>
where
    T: Sum<U>,
{
    fn sum<I: Iterator<Item = Result<U, E>>>(iter: I) -> Result<T, E> {
        let mut error = None;
        let value = T::sum(ResultShunt { iter, error: &mut error });
        match error {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }
}
impl<T, U, E> Product<Result<U, E>> for Result<T, E>
where
    T: Product<U>,
{
    fn product<I: Iterator<Item = Result<U, E>>>(iter: I) -> Result<T, E> {
        let mut error = None;
        let value = T::product(ResultShunt { iter, error: &mut error });
        match error {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }
}
impl<T, U> Sum<Option<U>> for Option<T>
where
    T: Sum<U>,
{
    fn sum<I: Iterator<Item = Option<U>>>(iter: I) -> Option<T> {
        let mut found_none = false;
        let value = T::sum(OptionShunt { iter, found_none: &mut found_none });
        if found_none { None } else { Some(value) }
    }
}
impl<T, U> Product<Option<U>> for Option<T>
where
    T: Product<U>,
{
    fn product<I: Iterator<Item = Option<U>>>(iter: I) -> Option<T> {
        let mut found_none = false;
        let value = T::product(OptionShunt { iter, found_none: &mut found_none });
        if found_none { None } else { Some(value) }
    }
}

// ---- sources -----------------------------------------------------------------

/// An iterator that yields nothing.
pub const fn empty<T>() -> Empty<T> { Empty(crate::marker::PhantomData) }
/// The iterator of `empty`.
pub struct Empty<T>(crate::marker::PhantomData<T>);
impl<T> Iterator for Empty<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { None }
}

/// An iterator that yields one element.
pub fn once<T>(value: T) -> Once<T> { Once { inner: Some(value) } }
/// The iterator of `once`.
pub struct Once<T> {
    inner: Option<T>,
}
impl<T> Iterator for Once<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.inner.take() }
}

/// An iterator that repeats an element endlessly.
pub fn repeat<T: Clone>(elt: T) -> Repeat<T> { Repeat { element: elt } }
/// The iterator of `repeat`.
pub struct Repeat<A> {
    element: A,
}
impl<A: Clone> Iterator for Repeat<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> { Some(self.element.clone()) }
}

/// An iterator that calls `f` endlessly.
pub fn repeat_with<A, F: FnMut() -> A>(repeater: F) -> RepeatWith<F> { RepeatWith { repeater } }
/// The iterator of `repeat_with`.
pub struct RepeatWith<F> {
    repeater: F,
}
impl<A, F: FnMut() -> A> Iterator for RepeatWith<F> {
    type Item = A;
    fn next(&mut self) -> Option<A> { Some((self.repeater)()) }
}

/// An iterator that calls `f` until it returns `None`.
pub fn from_fn<T, F: FnMut() -> Option<T>>(f: F) -> FromFn<F> { FromFn(f) }
/// The iterator of `from_fn`.
pub struct FromFn<F>(F);
impl<T, F: FnMut() -> Option<T>> Iterator for FromFn<F> {
    type Item = T;
    fn next(&mut self) -> Option<T> { (self.0)() }
}

/// An iterator where each element is computed from the previous one.
pub fn successors<T, F: FnMut(&T) -> Option<T>>(first: Option<T>, succ: F) -> Successors<T, F> {
    Successors { next: first, succ }
}
/// The iterator of `successors`.
pub struct Successors<T, F> {
    next: Option<T>,
    succ: F,
}
impl<T, F: FnMut(&T) -> Option<T>> Iterator for Successors<T, F> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        let item = self.next.take()?;
        self.next = (self.succ)(&item);
        Some(item)
    }
}

/// Pairs of elements of two iterables.
pub fn zip<A: IntoIterator, B: IntoIterator>(a: A, b: B) -> Zip<A::IntoIter, B::IntoIter> { a.into_iter().zip(b) }

// ---- adapters ----------------------------------------------------------------

macro_rules! adapter {
    ($($(#[$a:meta])* $Name:ident<$($P:ident),*> { $($f:ident: $t:ty),* })*) => {$(
        $(#[$a])*
        #[must_use = "iterators are lazy and do nothing unless consumed"]
        pub struct $Name<$($P),*> {
            $($f: $t),*
        }
    )*};
}
adapter! {
    /// The iterator of `Iterator::map`.
    Map<I, F> { iter: I, f: F }
    /// The iterator of `Iterator::filter`.
    Filter<I, P> { iter: I, predicate: P }
    /// The iterator of `Iterator::filter_map`.
    FilterMap<I, F> { iter: I, f: F }
    /// The iterator of `Iterator::enumerate`.
    Enumerate<I> { iter: I, count: usize }
    /// The iterator of `Iterator::skip_while`.
    SkipWhile<I, P> { iter: I, flag: bool, predicate: P }
    /// The iterator of `Iterator::take_while`.
    TakeWhile<I, P> { iter: I, flag: bool, predicate: P }
    /// The iterator of `Iterator::map_while`.
    MapWhile<I, P> { iter: I, predicate: P }
    /// The iterator of `Iterator::skip`.
    Skip<I> { iter: I, n: usize }
    /// The iterator of `Iterator::take`.
    Take<I> { iter: I, n: usize }
    /// The iterator of `Iterator::scan`.
    Scan<I, St, F> { iter: I, f: F, state: St }
    /// The iterator of `Iterator::fuse`.
    Fuse<I> { iter: Option<I> }
    /// The iterator of `Iterator::inspect`.
    Inspect<I, F> { iter: I, f: F }
    /// The iterator of `Iterator::chain`.
    Chain<A, B> { a: Option<A>, b: Option<B> }
    /// The iterator of `Iterator::zip`.
    Zip<A, B> { a: A, b: B }
    /// The iterator of `Iterator::rev`.
    Rev<I> { iter: I }
    /// The iterator of `Iterator::copied`.
    Copied<I> { it: I }
    /// The iterator of `Iterator::cloned`.
    Cloned<I> { it: I }
    /// The iterator of `Iterator::cycle`.
    Cycle<I> { orig: I, iter: I }
    /// The iterator of `Iterator::step_by`.
    StepBy<I> { iter: I, step: usize, first_take: bool }
}

impl<B, I: Iterator, F: FnMut(I::Item) -> B> Iterator for Map<I, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { self.iter.next().map(&mut self.f) }
    fn size_hint(&self) -> (usize, Option<usize>) { self.iter.size_hint() }
}
impl<B, I: DoubleEndedIterator, F: FnMut(I::Item) -> B> DoubleEndedIterator for Map<I, F> {
    fn next_back(&mut self) -> Option<B> { self.iter.next_back().map(&mut self.f) }
}
impl<B, I: ExactSizeIterator, F: FnMut(I::Item) -> B> ExactSizeIterator for Map<I, F> {}
impl<I: Iterator, P: FnMut(&I::Item) -> bool> Iterator for Filter<I, P> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { self.iter.find(&mut self.predicate) }
    fn size_hint(&self) -> (usize, Option<usize>) { (0, self.iter.size_hint().1) }
}
impl<I: DoubleEndedIterator, P: FnMut(&I::Item) -> bool> DoubleEndedIterator for Filter<I, P> {
    fn next_back(&mut self) -> Option<I::Item> { self.iter.rfind(&mut self.predicate) }
}
impl<B, I: Iterator, F: FnMut(I::Item) -> Option<B>> Iterator for FilterMap<I, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { self.iter.find_map(&mut self.f) }
    fn size_hint(&self) -> (usize, Option<usize>) { (0, self.iter.size_hint().1) }
}
impl<B, I: DoubleEndedIterator, F: FnMut(I::Item) -> Option<B>> DoubleEndedIterator for FilterMap<I, F> {
    fn next_back(&mut self) -> Option<B> {
        while let Some(x) = self.iter.next_back() {
            if let Some(y) = (self.f)(x) {
                return Some(y);
            }
        }
        None
    }
}
impl<I: Iterator> Iterator for Enumerate<I> {
    type Item = (usize, I::Item);
    fn next(&mut self) -> Option<(usize, I::Item)> {
        let a = self.iter.next()?;
        self.count += 1;
        Some((self.count - 1, a))
    }
    fn size_hint(&self) -> (usize, Option<usize>) { self.iter.size_hint() }
}
impl<I: ExactSizeIterator + DoubleEndedIterator> DoubleEndedIterator for Enumerate<I> {
    fn next_back(&mut self) -> Option<(usize, I::Item)> {
        let a = self.iter.next_back()?;
        Some((self.count + self.iter.len(), a))
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for Enumerate<I> {}
impl<I: Iterator, P: FnMut(&I::Item) -> bool> Iterator for SkipWhile<I, P> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        loop {
            let x = self.iter.next()?;
            if self.flag || !(self.predicate)(&x) {
                self.flag = true;
                return Some(x);
            }
        }
    }
}
impl<I: Iterator, P: FnMut(&I::Item) -> bool> Iterator for TakeWhile<I, P> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        if self.flag {
            return None;
        }
        let x = self.iter.next()?;
        if (self.predicate)(&x) { Some(x) } else { self.flag = true; None }
    }
}
impl<B, I: Iterator, P: FnMut(I::Item) -> Option<B>> Iterator for MapWhile<I, P> {
    type Item = B;
    fn next(&mut self) -> Option<B> { (self.predicate)(self.iter.next()?) }
}
impl<I: Iterator> Iterator for Skip<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let n = self.n;
        self.n = 0;
        if n > 0 { self.iter.nth(n) } else { self.iter.next() }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let (lower, upper) = self.iter.size_hint();
        let lower = if lower > self.n { lower - self.n } else { 0 };
        let upper = match upper {
            Some(x) => Some(if x > self.n { x - self.n } else { 0 }),
            None => None,
        };
        (lower, upper)
    }
}
impl<I: Iterator> Iterator for Take<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        if self.n == 0 {
            return None;
        }
        self.n -= 1;
        self.iter.next()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.n == 0 {
            return (0, Some(0));
        }
        let (lower, upper) = self.iter.size_hint();
        let lower = if lower < self.n { lower } else { self.n };
        let upper = match upper {
            Some(x) if x < self.n => Some(x),
            _ => Some(self.n),
        };
        (lower, upper)
    }
}
impl<I: DoubleEndedIterator + ExactSizeIterator> DoubleEndedIterator for Skip<I> {
    fn next_back(&mut self) -> Option<I::Item> {
        if self.iter.len() > self.n { self.iter.next_back() } else { None }
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for Skip<I> {}
impl<I: DoubleEndedIterator + ExactSizeIterator> DoubleEndedIterator for Take<I> {
    fn next_back(&mut self) -> Option<I::Item> {
        if self.n == 0 {
            return None;
        }
        let n = self.n;
        self.n -= 1;
        let len = self.iter.len();
        self.iter.nth_back(if len > n { len - n } else { 0 })
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for Take<I> {}
impl<A: ExactSizeIterator, B: ExactSizeIterator> ExactSizeIterator for Zip<A, B> {}
impl<A, B> DoubleEndedIterator for Zip<A, B>
where
    A: DoubleEndedIterator + ExactSizeIterator,
    B: DoubleEndedIterator + ExactSizeIterator,
{
    fn next_back(&mut self) -> Option<(A::Item, B::Item)> {
        // Drop the extra elements at the back of the longer one first.
        let (a_len, b_len) = (self.a.len(), self.b.len());
        let mut extra = if a_len > b_len { a_len - b_len } else { 0 };
        while extra > 0 {
            self.a.next_back();
            extra -= 1;
        }
        let mut extra = if b_len > a_len { b_len - a_len } else { 0 };
        while extra > 0 {
            self.b.next_back();
            extra -= 1;
        }
        match (self.a.next_back(), self.b.next_back()) {
            (Some(x), Some(y)) => Some((x, y)),
            _ => None,
        }
    }
}
impl<I: DoubleEndedIterator + ExactSizeIterator> DoubleEndedIterator for StepBy<I> {
    fn next_back(&mut self) -> Option<I::Item> {
        // Before the first `next`, the kept elements are at 0, step, 2 step..;
        // after it, at step - 1, 2 step - 1.. of what is left.
        let step = self.step + 1;
        let len = self.iter.len();
        if len == 0 {
            return None;
        }
        let skip = if self.first_take { (len - 1) % step } else { len % step };
        self.iter.nth_back(skip)
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for StepBy<I> {}
impl<'a, I: ExactSizeIterator<Item = &'a T>, T: 'a + Copy> ExactSizeIterator for Copied<I> {}
impl<'a, I: ExactSizeIterator<Item = &'a T>, T: 'a + Clone> ExactSizeIterator for Cloned<I> {}
impl<B, I: Iterator, St, F: FnMut(&mut St, I::Item) -> Option<B>> Iterator for Scan<I, St, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { (self.f)(&mut self.state, self.iter.next()?) }
}
impl<I: Iterator> Iterator for Fuse<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let item = self.iter.as_mut()?.next();
        if item.is_none() {
            self.iter = None;
        }
        item
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.iter {
            Some(iter) => iter.size_hint(),
            None => (0, Some(0)),
        }
    }
}
impl<I: DoubleEndedIterator> DoubleEndedIterator for Fuse<I> {
    fn next_back(&mut self) -> Option<I::Item> {
        let item = self.iter.as_mut()?.next_back();
        if item.is_none() {
            self.iter = None;
        }
        item
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for Fuse<I> {}
impl<I: Iterator> FusedIterator for Fuse<I> {}
impl<I: Iterator, F: FnMut(&I::Item)> Iterator for Inspect<I, F> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let next = self.iter.next()?;
        (self.f)(&next);
        Some(next)
    }
    fn size_hint(&self) -> (usize, Option<usize>) { self.iter.size_hint() }
}
impl<I: DoubleEndedIterator, F: FnMut(&I::Item)> DoubleEndedIterator for Inspect<I, F> {
    fn next_back(&mut self) -> Option<I::Item> {
        let next = self.iter.next_back()?;
        (self.f)(&next);
        Some(next)
    }
}
impl<I: ExactSizeIterator, F: FnMut(&I::Item)> ExactSizeIterator for Inspect<I, F> {}
impl<A: Iterator, B: Iterator<Item = A::Item>> Iterator for Chain<A, B> {
    type Item = A::Item;
    fn next(&mut self) -> Option<A::Item> {
        if let Some(a) = &mut self.a {
            match a.next() {
                None => self.a = None,
                item => return item,
            }
        }
        self.b.as_mut()?.next()
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let (a_lo, a_hi) = match &self.a {
            Some(a) => a.size_hint(),
            None => (0, Some(0)),
        };
        let (b_lo, b_hi) = match &self.b {
            Some(b) => b.size_hint(),
            None => (0, Some(0)),
        };
        let lo = match a_lo.checked_add(b_lo) {
            Some(n) => n,
            None => usize::MAX,
        };
        let hi = match (a_hi, b_hi) {
            (Some(x), Some(y)) => x.checked_add(y),
            _ => None,
        };
        (lo, hi)
    }
}
impl<A: DoubleEndedIterator, B: DoubleEndedIterator<Item = A::Item>> DoubleEndedIterator for Chain<A, B> {
    fn next_back(&mut self) -> Option<A::Item> {
        if let Some(b) = &mut self.b {
            match b.next_back() {
                None => self.b = None,
                item => return item,
            }
        }
        self.a.as_mut()?.next_back()
    }
}
impl<A: Iterator, B: Iterator> Iterator for Zip<A, B> {
    type Item = (A::Item, B::Item);
    fn next(&mut self) -> Option<Self::Item> {
        let x = self.a.next()?;
        Some((x, self.b.next()?))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let (a_lo, a_hi) = self.a.size_hint();
        let (b_lo, b_hi) = self.b.size_hint();
        let lo = if a_lo < b_lo { a_lo } else { b_lo };
        let hi = match (a_hi, b_hi) {
            (Some(x), Some(y)) => Some(if x < y { x } else { y }),
            (Some(x), None) => Some(x),
            (None, Some(y)) => Some(y),
            (None, None) => None,
        };
        (lo, hi)
    }
}
impl<I: DoubleEndedIterator> Iterator for Rev<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { self.iter.next_back() }
    fn size_hint(&self) -> (usize, Option<usize>) { self.iter.size_hint() }
}
impl<I: DoubleEndedIterator> DoubleEndedIterator for Rev<I> {
    fn next_back(&mut self) -> Option<I::Item> { self.iter.next() }
}
impl<I: ExactSizeIterator + DoubleEndedIterator> ExactSizeIterator for Rev<I> {}
impl<'a, I: Iterator<Item = &'a T>, T: 'a + Copy> Iterator for Copied<I> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.it.next().copied() }
    fn size_hint(&self) -> (usize, Option<usize>) { self.it.size_hint() }
}
impl<'a, I: DoubleEndedIterator<Item = &'a T>, T: 'a + Copy> DoubleEndedIterator for Copied<I> {
    fn next_back(&mut self) -> Option<T> { self.it.next_back().copied() }
}
impl<'a, I: Iterator<Item = &'a T>, T: 'a + Clone> Iterator for Cloned<I> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.it.next().cloned() }
    fn size_hint(&self) -> (usize, Option<usize>) { self.it.size_hint() }
}
impl<'a, I: DoubleEndedIterator<Item = &'a T>, T: 'a + Clone> DoubleEndedIterator for Cloned<I> {
    fn next_back(&mut self) -> Option<T> { self.it.next_back().cloned() }
}
impl<I: Clone + Iterator> Iterator for Cycle<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        match self.iter.next() {
            None => {
                self.iter = self.orig.clone();
                self.iter.next()
            }
            y => y,
        }
    }
}
impl<I: Iterator> Iterator for StepBy<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<Self::Item> {
        let step = if self.first_take { 0 } else { self.step };
        self.first_take = false;
        self.iter.nth(step)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let (lo, hi) = self.iter.size_hint();
        let step = self.step + 1;
        let f = |n: usize| {
            if self.first_take {
                if n == 0 { 0 } else { 1 + (n - 1) / step }
            } else {
                n / step
            }
        };
        (f(lo), hi.map(f))
    }
}

/// The iterator of `Iterator::peekable`.
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub struct Peekable<I: Iterator> {
    iter: I,
    peeked: Option<Option<I::Item>>,
}
impl<I: Iterator> Iterator for Peekable<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        match self.peeked.take() {
            Some(v) => v,
            None => self.iter.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let extra = match &self.peeked {
            Some(None) => return (0, Some(0)),
            Some(Some(_)) => 1,
            None => 0,
        };
        let (lo, hi) = self.iter.size_hint();
        let lo = match lo.checked_add(extra) {
            Some(x) => x,
            None => usize::MAX,
        };
        let hi = match hi {
            Some(x) => x.checked_add(extra),
            None => None,
        };
        (lo, hi)
    }
}
impl<I: ExactSizeIterator> ExactSizeIterator for Peekable<I> {}
impl<I: Iterator> Peekable<I> {
    /// A reference to the next element, without advancing.
    pub fn peek(&mut self) -> Option<&I::Item> {
        let iter = &mut self.iter;
        self.peeked.get_or_insert_with(|| iter.next()).as_ref()
    }
    /// A mutable reference to the next element, without advancing.
    pub fn peek_mut(&mut self) -> Option<&mut I::Item> {
        let iter = &mut self.iter;
        self.peeked.get_or_insert_with(|| iter.next()).as_mut()
    }
    /// The next element, if `func` holds for it.
    pub fn next_if(&mut self, func: impl FnOnce(&I::Item) -> bool) -> Option<I::Item> {
        match self.next() {
            Some(matched) if func(&matched) => Some(matched),
            other => {
                self.peeked = Some(other);
                None
            }
        }
    }
}

/// The iterator of `Iterator::flat_map`.
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub struct FlatMap<I, U: IntoIterator, F> {
    iter: Map<I, F>,
    front: Option<U::IntoIter>,
}
impl<I: Iterator, U: IntoIterator, F: FnMut(I::Item) -> U> Iterator for FlatMap<I, U, F> {
    type Item = U::Item;
    fn next(&mut self) -> Option<U::Item> {
        loop {
            if let Some(inner) = &mut self.front {
                if let elt @ Some(_) = inner.next() {
                    return elt;
                }
            }
            self.front = Some(self.iter.next()?.into_iter());
        }
    }
}

/// The iterator of `Iterator::flatten`.
#[must_use = "iterators are lazy and do nothing unless consumed"]
pub struct Flatten<I: Iterator<Item: IntoIterator>> {
    iter: I,
    front: Option<<I::Item as IntoIterator>::IntoIter>,
}
impl<I: Iterator<Item: IntoIterator>> Iterator for Flatten<I> {
    type Item = <I::Item as IntoIterator>::Item;
    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(inner) = &mut self.front {
                if let elt @ Some(_) = inner.next() {
                    return elt;
                }
            }
            self.front = Some(self.iter.next()?.into_iter());
        }
    }
}

// ---- ranges --------------------------------------------------------------------

/// Types with successor and predecessor operations (range iteration).
pub trait Step: Clone + PartialOrd + Sized {
    /// The number of successor steps from `start` to `end`.
    fn steps_between(start: &Self, end: &Self) -> Option<usize>;
    /// The value `count` steps after `start`, if representable.
    fn forward_checked(start: Self, count: usize) -> Option<Self>;
    /// The value `count` steps before `start`, if representable.
    fn backward_checked(start: Self, count: usize) -> Option<Self>;
}

// v0: steps are computed in `i128`, so `u128` values above `i128::MAX`
// are not handled; `char` ranges are not iterable yet.
macro_rules! step_integer {
    ($($t:ty)*) => {$(
        impl Step for $t {
            fn steps_between(start: &$t, end: &$t) -> Option<usize> {
                if *start <= *end { Some((*end as i128 - *start as i128) as usize) } else { None }
            }
            fn forward_checked(start: $t, n: usize) -> Option<$t> {
                let r = (start as i128).checked_add(n as i128)?;
                if r > <$t>::MAX as i128 { None } else { Some(r as $t) }
            }
            fn backward_checked(start: $t, n: usize) -> Option<$t> {
                let r = (start as i128).checked_sub(n as i128)?;
                if r < <$t>::MIN as i128 { None } else { Some(r as $t) }
            }
        }
    )*};
}
step_integer! { u8 u16 u32 u64 usize i8 i16 i32 i64 isize u128 i128 }

// `char` steps over the scalar values, skipping the surrogates.
impl Step for char {
    fn steps_between(start: &char, end: &char) -> Option<usize> {
        let (s, e) = (*start as u32, *end as u32);
        if s <= e {
            let mut n = e - s;
            if s < 0xD800 && 0xE000 <= e {
                n -= 0x800;
            }
            Some(n as usize)
        } else {
            None
        }
    }
    fn forward_checked(start: char, count: usize) -> Option<char> {
        let s = start as u32;
        if count > 0x10FFFF {
            return None;
        }
        let mut r = s + count as u32;
        if s < 0xD800 && 0xD800 <= r {
            r += 0x800;
        }
        if r > 0x10FFFF { None } else { Some(unsafe { crate::char::from_u32_unchecked(r) }) }
    }
    fn backward_checked(start: char, count: usize) -> Option<char> {
        let s = start as u32;
        if count > s as usize {
            return None;
        }
        let mut r = s - count as u32;
        if 0xE000 <= s && r < 0xE000 {
            if r < 0x800 {
                return None;
            }
            r -= 0x800;
        }
        Some(unsafe { crate::char::from_u32_unchecked(r) })
    }
}

impl<A: Step> Iterator for Range<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.start < self.end {
            let n = Step::forward_checked(self.start.clone(), 1)?;
            let old = self.start.clone();
            self.start = n;
            Some(old)
        } else {
            None
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match Step::steps_between(&self.start, &self.end) {
            Some(hint) => (hint, Some(hint)),
            None => (0, Some(0)),
        }
    }
    fn nth(&mut self, n: usize) -> Option<A> {
        if let Some(plus_n) = Step::forward_checked(self.start.clone(), n) {
            if plus_n < self.end {
                if let Some(next) = Step::forward_checked(plus_n.clone(), 1) {
                    self.start = next;
                    return Some(plus_n);
                }
            }
        }
        self.start = self.end.clone();
        None
    }
}
impl<A: Step> DoubleEndedIterator for Range<A> {
    fn next_back(&mut self) -> Option<A> {
        if self.start < self.end {
            self.end = Step::backward_checked(self.end.clone(), 1)?;
            Some(self.end.clone())
        } else {
            None
        }
    }
    fn nth_back(&mut self, n: usize) -> Option<A> {
        if let Some(minus_n) = Step::backward_checked(self.end.clone(), n) {
            if self.start < minus_n {
                if let Some(prev) = Step::backward_checked(minus_n, 1) {
                    self.end = prev.clone();
                    return Some(prev);
                }
            }
        }
        self.end = self.start.clone();
        None
    }
}
impl<A: Step> ExactSizeIterator for Range<A> {}
impl<A: Step> Iterator for RangeFrom<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        let n = Step::forward_checked(self.start.clone(), 1).expect("overflow in `Step::forward`");
        let old = self.start.clone();
        self.start = n;
        Some(old)
    }
    fn size_hint(&self) -> (usize, Option<usize>) { (usize::MAX, None) }
    fn nth(&mut self, n: usize) -> Option<A> {
        let plus_n = Step::forward_checked(self.start.clone(), n).expect("overflow in `Step::forward`");
        self.start = Step::forward_checked(plus_n.clone(), 1).expect("overflow in `Step::forward`");
        Some(plus_n)
    }
}
impl<A: Step> Iterator for RangeInclusive<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.exhausted || !(self.start <= self.end) {
            return None;
        }
        if self.start < self.end {
            let n = Step::forward_checked(self.start.clone(), 1)?;
            let old = self.start.clone();
            self.start = n;
            Some(old)
        } else {
            self.exhausted = true;
            Some(self.start.clone())
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.exhausted || !(self.start <= self.end) {
            return (0, Some(0));
        }
        match Step::steps_between(&self.start, &self.end) {
            Some(steps) => match steps.checked_add(1) {
                Some(n) => (n, Some(n)),
                None => (usize::MAX, None),
            },
            None => (0, Some(0)),
        }
    }
}
impl<A: Step> DoubleEndedIterator for RangeInclusive<A> {
    fn next_back(&mut self) -> Option<A> {
        if self.exhausted || !(self.start <= self.end) {
            return None;
        }
        if self.start < self.end {
            let n = Step::backward_checked(self.end.clone(), 1)?;
            let old = self.end.clone();
            self.end = n;
            Some(old)
        } else {
            self.exhausted = true;
            Some(self.end.clone())
        }
    }
}
