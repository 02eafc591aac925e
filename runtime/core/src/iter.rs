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
    { crate::__rcc_unwritten!() }
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
    { crate::__rcc_unwritten!() }
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
    { crate::__rcc_unwritten!() }
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
    { crate::__rcc_unwritten!() }
    fn partial_cmp<I>(self, other: I) -> Option<Ordering>
    where
        I: IntoIterator,
        Self::Item: PartialOrd<I::Item>,
        Self: Sized,
    { crate::__rcc_unwritten!() }
    fn eq<I>(self, other: I) -> bool
    where
        I: IntoIterator,
        Self::Item: PartialEq<I::Item>,
        Self: Sized,
    { crate::__rcc_unwritten!() }
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
    )*};
}
sum_product! { 0, 1; i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize }
sum_product! { 0.0, 1.0; f32 f64 }

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
}
impl<I: DoubleEndedIterator, P: FnMut(&I::Item) -> bool> DoubleEndedIterator for Filter<I, P> {
    fn next_back(&mut self) -> Option<I::Item> { self.iter.rfind(&mut self.predicate) }
}
impl<B, I: Iterator, F: FnMut(I::Item) -> Option<B>> Iterator for FilterMap<I, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { self.iter.find_map(&mut self.f) }
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
        let n = crate::mem::replace(&mut self.n, 0);
        self.iter.nth(n)
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
}
impl<B, I: Iterator, St, F: FnMut(&mut St, I::Item) -> Option<B>> Iterator for Scan<I, St, F> {
    type Item = B;
    fn next(&mut self) -> Option<B> { (self.f)(&mut self.state, self.iter.next()?) }
}
impl<I: Iterator> Iterator for Fuse<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> { self.iter.as_mut()?.next() }
}
impl<I: Iterator> FusedIterator for Fuse<I> {}
impl<I: Iterator, F: FnMut(&I::Item)> Iterator for Inspect<I, F> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let next = self.iter.next()?;
        (self.f)(&next);
        Some(next)
    }
}
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
}
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

impl<A: Step> Iterator for Range<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        if self.start < self.end {
            let n = Step::forward_checked(self.start.clone(), 1)?;
            Some(crate::mem::replace(&mut self.start, n))
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
}
impl<A: Step> ExactSizeIterator for Range<A> {}
impl<A: Step> Iterator for RangeFrom<A> {
    type Item = A;
    fn next(&mut self) -> Option<A> {
        let n = Step::forward_checked(self.start.clone(), 1).expect("overflow in `Step::forward`");
        Some(crate::mem::replace(&mut self.start, n))
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
            Some(crate::mem::replace(&mut self.start, n))
        } else {
            self.exhausted = true;
            Some(self.start.clone())
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
            Some(crate::mem::replace(&mut self.end, n))
        } else {
            self.exhausted = true;
            Some(self.end.clone())
        }
    }
}
