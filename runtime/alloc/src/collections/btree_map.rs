//! An ordered map based on a B-Tree (v0: declarations only).

use core::borrow::Borrow;
use core::fmt;
use core::iter::FromIterator;
use core::marker::PhantomData;
use core::ops::{Index, RangeBounds};

use crate::vec::Vec;

/// An ordered map based on a B-Tree.
#[rustc_diagnostic_item = "BTreeMap"]
pub struct BTreeMap<K, V> {
    entries: Vec<(K, V)>,
}

impl<K, V> BTreeMap<K, V> {
    pub const fn new() -> BTreeMap<K, V> { BTreeMap { entries: Vec::new() } }
    pub fn clear(&mut self) { self.entries.clear() }
    pub fn get<Q: ?Sized + Ord>(&self, key: &Q) -> Option<&V> where K: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn get_key_value<Q: ?Sized + Ord>(&self, k: &Q) -> Option<(&K, &V)> where K: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn first_key_value(&self) -> Option<(&K, &V)> where K: Ord { core::__rcc_unwritten!() }
    pub fn last_key_value(&self) -> Option<(&K, &V)> where K: Ord { core::__rcc_unwritten!() }
    pub fn contains_key<Q: ?Sized + Ord>(&self, key: &Q) -> bool where K: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn get_mut<Q: ?Sized + Ord>(&mut self, key: &Q) -> Option<&mut V> where K: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn insert(&mut self, key: K, value: V) -> Option<V> where K: Ord { core::__rcc_unwritten!() }
    pub fn remove<Q: ?Sized + Ord>(&mut self, key: &Q) -> Option<V> where K: Borrow<Q> + Ord { core::__rcc_unwritten!() }
    pub fn retain<F: FnMut(&K, &mut V) -> bool>(&mut self, f: F) where K: Ord { core::__rcc_unwritten!() }
    pub fn append(&mut self, other: &mut Self) where K: Ord { core::__rcc_unwritten!() }
    pub fn range<T: ?Sized + Ord, R: RangeBounds<T>>(&self, range: R) -> Range<'_, K, V> where K: Borrow<T> + Ord { core::__rcc_unwritten!() }
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> where K: Ord { core::__rcc_unwritten!() }
    pub fn iter(&self) -> Iter<'_, K, V> { core::__rcc_unwritten!() }
    pub fn iter_mut(&mut self) -> IterMut<'_, K, V> { core::__rcc_unwritten!() }
    pub fn keys(&self) -> Keys<'_, K, V> { core::__rcc_unwritten!() }
    pub fn values(&self) -> Values<'_, K, V> { core::__rcc_unwritten!() }
    pub fn values_mut(&mut self) -> ValuesMut<'_, K, V> { core::__rcc_unwritten!() }
    pub fn into_keys(self) -> IntoKeys<K, V> { core::__rcc_unwritten!() }
    pub fn into_values(self) -> IntoValues<K, V> { core::__rcc_unwritten!() }
    pub const fn len(&self) -> usize { self.entries.len() }
    pub const fn is_empty(&self) -> bool { self.len() == 0 }
}

/// A view into a single entry of a map, vacant or occupied.
pub enum Entry<'a, K: 'a, V: 'a> {
    Vacant(VacantEntry<'a, K, V>),
    Occupied(OccupiedEntry<'a, K, V>),
}
/// A vacant entry.
pub struct VacantEntry<'a, K, V> {
    key: K,
    map: &'a mut BTreeMap<K, V>,
}
/// An occupied entry.
pub struct OccupiedEntry<'a, K, V> {
    index: usize,
    map: &'a mut BTreeMap<K, V>,
}
impl<'a, K: Ord, V> Entry<'a, K, V> {
    pub fn or_insert(self, default: V) -> &'a mut V { core::__rcc_unwritten!() }
    pub fn or_insert_with<F: FnOnce() -> V>(self, default: F) -> &'a mut V { core::__rcc_unwritten!() }
    pub fn or_insert_with_key<F: FnOnce(&K) -> V>(self, default: F) -> &'a mut V { core::__rcc_unwritten!() }
    pub fn key(&self) -> &K { core::__rcc_unwritten!() }
    pub fn and_modify<F: FnOnce(&mut V)>(self, f: F) -> Self { core::__rcc_unwritten!() }
}
impl<'a, K: Ord, V: Default> Entry<'a, K, V> {
    pub fn or_default(self) -> &'a mut V { core::__rcc_unwritten!() }
}
impl<'a, K: Ord, V> VacantEntry<'a, K, V> {
    pub fn key(&self) -> &K { &self.key }
    pub fn into_key(self) -> K { self.key }
    pub fn insert(self, value: V) -> &'a mut V { core::__rcc_unwritten!() }
}
impl<'a, K: Ord, V> OccupiedEntry<'a, K, V> {
    pub fn key(&self) -> &K { core::__rcc_unwritten!() }
    pub fn get(&self) -> &V { core::__rcc_unwritten!() }
    pub fn get_mut(&mut self) -> &mut V { core::__rcc_unwritten!() }
    pub fn into_mut(self) -> &'a mut V { core::__rcc_unwritten!() }
    pub fn insert(&mut self, value: V) -> V { core::__rcc_unwritten!() }
    pub fn remove(self) -> V { core::__rcc_unwritten!() }
    pub fn remove_entry(self) -> (K, V) { core::__rcc_unwritten!() }
}

/// An iterator over the entries.
pub struct Iter<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for Iter<'a, K, V> {
    type Item = (&'a K, &'a V);
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the entries, mutably.
pub struct IterMut<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for IterMut<'a, K, V> {
    type Item = (&'a K, &'a mut V);
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the keys.
pub struct Keys<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for Keys<'a, K, V> {
    type Item = &'a K;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the values.
pub struct Values<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for Values<'a, K, V> {
    type Item = &'a V;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the values, mutably.
pub struct ValuesMut<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for ValuesMut<'a, K, V> {
    type Item = &'a mut V;
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// An iterator over the entries in a range.
pub struct Range<'a, K, V> {
    _marker: PhantomData<&'a (K, V,)>,
}
impl<'a, K, V> Iterator for Range<'a, K, V> {
    type Item = (&'a K, &'a V);
    fn next(&mut self) -> Option<Self::Item> { core::__rcc_unwritten!() }
}

/// The by-value iterator of a `BTreeMap`.
pub struct IntoIter<K, V> {
    inner: crate::vec::IntoIter<(K, V)>,
}
impl<K, V> Iterator for IntoIter<K, V> {
    type Item = (K, V);
    fn next(&mut self) -> Option<(K, V)> { self.inner.next() }
}
/// An iterator over the keys, by value.
pub struct IntoKeys<K, V>(IntoIter<K, V>);
impl<K, V> Iterator for IntoKeys<K, V> {
    type Item = K;
    fn next(&mut self) -> Option<K> { Some(self.0.next()?.0) }
}
/// An iterator over the values, by value.
pub struct IntoValues<K, V>(IntoIter<K, V>);
impl<K, V> Iterator for IntoValues<K, V> {
    type Item = V;
    fn next(&mut self) -> Option<V> { Some(self.0.next()?.1) }
}

impl<K, V> IntoIterator for BTreeMap<K, V> {
    type Item = (K, V);
    type IntoIter = IntoIter<K, V>;
    fn into_iter(self) -> IntoIter<K, V> { IntoIter { inner: self.entries.into_iter() } }
}
impl<'a, K, V> IntoIterator for &'a BTreeMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;
    fn into_iter(self) -> Iter<'a, K, V> { self.iter() }
}
impl<'a, K, V> IntoIterator for &'a mut BTreeMap<K, V> {
    type Item = (&'a K, &'a mut V);
    type IntoIter = IterMut<'a, K, V>;
    fn into_iter(self) -> IterMut<'a, K, V> { self.iter_mut() }
}
impl<K: Ord, V> FromIterator<(K, V)> for BTreeMap<K, V> {
    fn from_iter<T: IntoIterator<Item = (K, V)>>(iter: T) -> BTreeMap<K, V> {
        let mut map = BTreeMap::new();
        map.extend(iter);
        map
    }
}
impl<K: Ord, V> Extend<(K, V)> for BTreeMap<K, V> {
    fn extend<T: IntoIterator<Item = (K, V)>>(&mut self, iter: T) {
        for (k, v) in iter {
            self.insert(k, v);
        }
    }
}
impl<K: Ord, V, const N: usize> From<[(K, V); N]> for BTreeMap<K, V> {
    fn from(arr: [(K, V); N]) -> Self { BTreeMap::from_iter(arr) }
}
impl<K, Q: ?Sized + Ord, V> Index<&Q> for BTreeMap<K, V>
where
    K: Borrow<Q> + Ord,
{
    type Output = V;
    fn index(&self, key: &Q) -> &V { self.get(key).expect("no entry found for key") }
}
impl<K, V> Default for BTreeMap<K, V> {
    fn default() -> BTreeMap<K, V> { BTreeMap::new() }
}
impl<K: Clone, V: Clone> Clone for BTreeMap<K, V> {
    fn clone(&self) -> Self { BTreeMap { entries: self.entries.clone() } }
}
impl<K: PartialEq, V: PartialEq> PartialEq for BTreeMap<K, V> {
    fn eq(&self, other: &BTreeMap<K, V>) -> bool { self.entries == other.entries }
}
impl<K: Eq, V: Eq> Eq for BTreeMap<K, V> {}
impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for BTreeMap<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_map().entries(self.iter()).finish() }
}
