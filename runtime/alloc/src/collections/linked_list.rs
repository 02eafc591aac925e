//! A doubly-linked list (v0: declarations only).

use core::borrow::Borrow;
use core::fmt;
use core::iter::FromIterator;
use core::marker::PhantomData;

use crate::vec::Vec;

/// A doubly-linked list
pub struct LinkedList<T> {
    items: Vec<T>,
}

impl<T> LinkedList<T> {
    pub const fn new() -> LinkedList<T> { LinkedList { items: Vec::new() } }
    pub fn len(&self) -> usize { self.items.len() }
    pub fn is_empty(&self) -> bool { self.items.is_empty() }
    pub fn clear(&mut self) { self.items.clear() }
    pub fn iter(&self) -> Iter<'_, T> { core::__rcc_unwritten!() }
    pub fn push_back(&mut self, elt: T) { core::__rcc_unwritten!() }
    pub fn push_front(&mut self, elt: T) { core::__rcc_unwritten!() }
    pub fn pop_back(&mut self) -> Option<T> { core::__rcc_unwritten!() }
    pub fn pop_front(&mut self) -> Option<T> { core::__rcc_unwritten!() }
    pub fn front(&self) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn back(&self) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn contains(&self, x: &T) -> bool where T: PartialEq { core::__rcc_unwritten!() }
    pub fn append(&mut self, other: &mut Self) { core::__rcc_unwritten!() }
}

/// An iterator over the elements.
pub struct Iter<'a, T> {
    _marker: PhantomData<&'a (T,)>,
}
impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// The by-value iterator of a `LinkedList`.
pub struct IntoIter<T> {
    inner: crate::vec::IntoIter<T>,
}
impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.inner.next() }
}
impl<T> IntoIterator for LinkedList<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> { IntoIter { inner: self.items.into_iter() } }
}
impl<'a, T> IntoIterator for &'a LinkedList<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> { self.iter() }
}
impl<T> FromIterator<T> for LinkedList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> LinkedList<T> {
        let mut c = LinkedList::new();
        c.extend(iter);
        c
    }
}
impl<T> Extend<T> for LinkedList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for x in iter {
            self.push_back(x);
        }
    }
}
impl<T, const N: usize> From<[T; N]> for LinkedList<T> {
    fn from(arr: [T; N]) -> Self { LinkedList::from_iter(arr) }
}
impl<T> Default for LinkedList<T> {
    fn default() -> LinkedList<T> { LinkedList::new() }
}
impl<T: Clone> Clone for LinkedList<T> {
    fn clone(&self) -> Self { LinkedList { items: self.items.clone() } }
}
impl<T: PartialEq> PartialEq for LinkedList<T> {
    fn eq(&self, other: &Self) -> bool { self.items == other.items }
}
impl<T: Eq> Eq for LinkedList<T> {}
impl<T: fmt::Debug> fmt::Debug for LinkedList<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_list().entries(self.iter()).finish() }
}
