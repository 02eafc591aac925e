//! A double-ended queue implemented with a growable ring buffer (v0: declarations only).

use core::borrow::Borrow;
use core::fmt;
use core::iter::FromIterator;
use core::marker::PhantomData;

use crate::vec::Vec;

/// A double-ended queue implemented with a growable ring buffer
#[rustc_diagnostic_item = "VecDeque"]
pub struct VecDeque<T> {
    items: Vec<T>,
}

impl<T> VecDeque<T> {
    pub const fn new() -> VecDeque<T> { VecDeque { items: Vec::new() } }
    pub fn len(&self) -> usize { self.items.len() }
    pub fn is_empty(&self) -> bool { self.items.is_empty() }
    pub fn clear(&mut self) { self.items.clear() }
    pub fn iter(&self) -> Iter<'_, T> { core::__rcc_unwritten!() }
    pub fn with_capacity(capacity: usize) -> VecDeque<T> { VecDeque { items: Vec::with_capacity(capacity) } }
    pub fn get(&self, index: usize) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn get_mut(&mut self, index: usize) -> Option<&mut T> { core::__rcc_unwritten!() }
    pub fn push_back(&mut self, value: T) { core::__rcc_unwritten!() }
    pub fn push_front(&mut self, value: T) { core::__rcc_unwritten!() }
    pub fn pop_back(&mut self) -> Option<T> { core::__rcc_unwritten!() }
    pub fn pop_front(&mut self) -> Option<T> { core::__rcc_unwritten!() }
    pub fn front(&self) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn back(&self) -> Option<&T> { core::__rcc_unwritten!() }
    pub fn front_mut(&mut self) -> Option<&mut T> { core::__rcc_unwritten!() }
    pub fn back_mut(&mut self) -> Option<&mut T> { core::__rcc_unwritten!() }
    pub fn contains(&self, x: &T) -> bool where T: PartialEq { core::__rcc_unwritten!() }
    pub fn iter_mut(&mut self) -> IterMut<'_, T> { core::__rcc_unwritten!() }
    pub fn make_contiguous(&mut self) -> &mut [T] { core::__rcc_unwritten!() }
}

/// An iterator over the elements.
pub struct Iter<'a, T> {
    _marker: PhantomData<&'a (T,)>,
}
impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the elements, mutably.
pub struct IterMut<'a, T> {
    _marker: PhantomData<&'a (T,)>,
}
impl<'a, T> Iterator for IterMut<'a, T> {
    type Item = &'a mut T;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

impl<T> core::ops::Index<usize> for VecDeque<T> {
    type Output = T;
    fn index(&self, index: usize) -> &T { self.get(index).expect("Out of bounds access") }
}
impl<T> core::ops::IndexMut<usize> for VecDeque<T> {
    fn index_mut(&mut self, index: usize) -> &mut T { self.get_mut(index).expect("Out of bounds access") }
}
impl<T> From<Vec<T>> for VecDeque<T> {
    fn from(items: Vec<T>) -> Self { VecDeque { items } }
}
impl<T> From<VecDeque<T>> for Vec<T> {
    fn from(other: VecDeque<T>) -> Self { other.items }
}

/// The by-value iterator of a `VecDeque`.
pub struct IntoIter<T> {
    inner: crate::vec::IntoIter<T>,
}
impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> { self.inner.next() }
}
impl<T> IntoIterator for VecDeque<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> { IntoIter { inner: self.items.into_iter() } }
}
impl<'a, T> IntoIterator for &'a VecDeque<T> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> { self.iter() }
}
impl<T> FromIterator<T> for VecDeque<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> VecDeque<T> {
        let mut c = VecDeque::new();
        c.extend(iter);
        c
    }
}
impl<T> Extend<T> for VecDeque<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for x in iter {
            self.push_back(x);
        }
    }
}
impl<T, const N: usize> From<[T; N]> for VecDeque<T> {
    fn from(arr: [T; N]) -> Self { VecDeque::from_iter(arr) }
}
impl<T> Default for VecDeque<T> {
    fn default() -> VecDeque<T> { VecDeque::new() }
}
impl<T: Clone> Clone for VecDeque<T> {
    fn clone(&self) -> Self { VecDeque { items: self.items.clone() } }
}
impl<T: PartialEq> PartialEq for VecDeque<T> {
    fn eq(&self, other: &Self) -> bool { self.items == other.items }
}
impl<T: Eq> Eq for VecDeque<T> {}
impl<T: fmt::Debug> fmt::Debug for VecDeque<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_list().entries(self.iter()).finish() }
}
