//! An ordered set based on a B-Tree (v0: declarations only).

use core::borrow::Borrow;
use core::fmt;
use core::iter::FromIterator;
use core::marker::PhantomData;

use crate::vec::Vec;

/// An ordered set based on a B-Tree
#[rustc_diagnostic_item = "BTreeSet"]
pub struct BTreeSet<T> {
    items: Vec<T>,
}

impl<T> BTreeSet<T> {
    pub const fn new() -> BTreeSet<T> { BTreeSet { items: Vec::new() } }
    pub fn len(&self) -> usize { self.items.len() }
    pub fn is_empty(&self) -> bool { self.items.is_empty() }
    pub fn clear(&mut self) { self.items.clear() }
    pub fn iter(&self) -> Iter<'_, T> { core::__rcc_unwritten!() }
    pub fn contains<Q: ?Sized + Ord>(&self, value: &Q) -> bool where T: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn get<Q: ?Sized + Ord>(&self, value: &Q) -> Option<&T> where T: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn insert(&mut self, value: T) -> bool where T: Ord { core::__rcc_unwritten!() }
    pub fn remove<Q: ?Sized + Ord>(&mut self, value: &Q) -> bool where T: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn first(&self) -> Option<&T> where T: Ord { core::__rcc_unwritten!() }
    pub fn last(&self) -> Option<&T> where T: Ord { core::__rcc_unwritten!() }
    pub fn union<'a>(&'a self, other: &'a BTreeSet<T>) -> Iter<'a, T> where T: Ord { core::__rcc_unwritten!() }
    pub fn intersection<'a>(&'a self, other: &'a BTreeSet<T>) -> Iter<'a, T> where T: Ord { core::__rcc_unwritten!() }
    pub fn difference<'a>(&'a self, other: &'a BTreeSet<T>) -> Iter<'a, T> where T: Ord { core::__rcc_unwritten!() }
    pub fn retain<F: FnMut(&T) -> bool>(&mut self, f: F) where T: Ord { core::__rcc_unwritten!() }
}

/// An iterator over the elements.
pub struct Iter<'a, T> {
    _marker: PhantomData<&'a (T,)>,
}
impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// The by-value iterator of a `BTreeSet`.
pub struct IntoIter<T> {
    inner: crate::vec::IntoIter<T>,
}
impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.inner.next() }
}
impl<T> IntoIterator for BTreeSet<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> { IntoIter { inner: self.items.into_iter() } }
}
impl<'a, T> IntoIterator for &'a BTreeSet<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> { self.iter() }
}
impl<T: Ord> FromIterator<T> for BTreeSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> BTreeSet<T> {
        let mut c = BTreeSet::new();
        c.extend(iter);
        c
    }
}
impl<T: Ord> Extend<T> for BTreeSet<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for x in iter {
            self.insert(x);
        }
    }
}
impl<T: Ord, const N: usize> From<[T; N]> for BTreeSet<T> {
    fn from(arr: [T; N]) -> Self { BTreeSet::from_iter(arr) }
}
impl<T> Default for BTreeSet<T> {
    fn default() -> BTreeSet<T> { BTreeSet::new() }
}
impl<T: Clone> Clone for BTreeSet<T> {
    fn clone(&self) -> Self { BTreeSet { items: self.items.clone() } }
}
impl<T: PartialEq> PartialEq for BTreeSet<T> {
    fn eq(&self, other: &Self) -> bool { self.items == other.items }
}
impl<T: Eq> Eq for BTreeSet<T> {}
impl<T: fmt::Debug> fmt::Debug for BTreeSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_list().entries(self.iter()).finish() }
}
