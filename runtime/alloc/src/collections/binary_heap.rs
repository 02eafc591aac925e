//! A priority queue implemented with a binary heap (v0: declarations only).

use core::borrow::Borrow;
use core::fmt;
use core::iter::FromIterator;
use core::marker::PhantomData;

use crate::vec::Vec;

/// A priority queue implemented with a binary heap
pub struct BinaryHeap<T> {
    items: Vec<T>,
}

impl<T> BinaryHeap<T> {
    pub const fn new() -> BinaryHeap<T> { BinaryHeap { items: Vec::new() } }
    pub fn len(&self) -> usize { self.items.len() }
    pub fn is_empty(&self) -> bool { self.items.is_empty() }
    pub fn clear(&mut self) { self.items.clear() }
    pub fn iter(&self) -> Iter<'_, T> { core::__rcc_unwritten!() }
    pub fn push(&mut self, item: T) where T: Ord { core::__rcc_unwritten!() }
    pub fn pop(&mut self) -> Option<T> where T: Ord { core::__rcc_unwritten!() }
    pub fn peek(&self) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn into_vec(self) -> Vec<T> { self.items }
    pub fn into_sorted_vec(self) -> Vec<T> where T: Ord { core::__rcc_unwritten!() }
}

/// An iterator over the elements.
pub struct Iter<'a, T> {
    _marker: PhantomData<&'a (T,)>,
}
impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// The by-value iterator of a `BinaryHeap`.
pub struct IntoIter<T> {
    inner: crate::vec::IntoIter<T>,
}
impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.inner.next() }
}
impl<T> IntoIterator for BinaryHeap<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> { IntoIter { inner: self.items.into_iter() } }
}
impl<'a, T> IntoIterator for &'a BinaryHeap<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> { self.iter() }
}
impl<T: Ord> FromIterator<T> for BinaryHeap<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> BinaryHeap<T> {
        let mut c = BinaryHeap::new();
        c.extend(iter);
        c
    }
}
impl<T: Ord> Extend<T> for BinaryHeap<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for x in iter {
            self.push(x);
        }
    }
}
impl<T: Ord, const N: usize> From<[T; N]> for BinaryHeap<T> {
    fn from(arr: [T; N]) -> Self { BinaryHeap::from_iter(arr) }
}
impl<T> Default for BinaryHeap<T> {
    fn default() -> BinaryHeap<T> { BinaryHeap::new() }
}
impl<T: Clone> Clone for BinaryHeap<T> {
    fn clone(&self) -> Self { BinaryHeap { items: self.items.clone() } }
}
impl<T: PartialEq> PartialEq for BinaryHeap<T> {
    fn eq(&self, other: &Self) -> bool { self.items == other.items }
}
impl<T: Eq> Eq for BinaryHeap<T> {}
impl<T: fmt::Debug> fmt::Debug for BinaryHeap<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_list().entries(self.iter()).finish() }
}
