//! Collection types: `HashMap` and `HashSet` (here), and alloc's
//! `BTreeMap`, `BTreeSet`, `VecDeque`, `LinkedList`, `BinaryHeap`.

pub use alloc_crate::collections::{binary_heap, btree_map, btree_set, linked_list, vec_deque};
pub use alloc_crate::collections::{BTreeMap, BTreeSet, BinaryHeap, LinkedList, VecDeque};
pub use alloc_crate::collections::{TryReserveError, TryReserveErrorKind};
pub use crate::ops::Bound;

pub use self::hash_map::HashMap;
pub use self::hash_set::HashSet;


/// A hash map. v0: a vector of pairs searched linearly (correct, slow;
/// hashing is not used yet).
pub mod hash_map {
    use core::borrow::Borrow;
    use core::fmt;
    use core::hash::{BuildHasher, Hash, Hasher, SipHasher};
    use core::iter::FromIterator;
    use core::ops::Index;

    use crate::vec::{self, Vec};

    /// A hash map (v0: a vector of pairs).
    #[rustc_diagnostic_item = "HashMap"]
    pub struct HashMap<K, V, S = RandomState> {
        entries: Vec<(K, V)>,
        hash_builder: S,
    }

    /// The default state of `HashMap` (its hasher keys).
    pub struct RandomState {
        k0: u64,
        k1: u64,
    }
    impl Clone for RandomState {
        fn clone(&self) -> Self { core::__rcc_unwritten!() }
    }
    impl RandomState {
        pub fn new() -> RandomState { RandomState { k0: 0, k1: 0 } }
    }
    impl Default for RandomState {
        fn default() -> RandomState { RandomState::new() }
    }
    impl BuildHasher for RandomState {
        type Hasher = DefaultHasher;
        fn build_hasher(&self) -> DefaultHasher { DefaultHasher(SipHasher::new_with_keys(self.k0, self.k1)) }
    }
    impl fmt::Debug for RandomState {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("RandomState").finish_non_exhaustive() }
    }

    /// The default hasher of `RandomState`.
    pub struct DefaultHasher(SipHasher);
    impl Clone for DefaultHasher {
        fn clone(&self) -> Self { core::__rcc_unwritten!() }
    }
    impl core::fmt::Debug for DefaultHasher {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
    }
    impl DefaultHasher {
        pub fn new() -> DefaultHasher { DefaultHasher(SipHasher::new_with_keys(0, 0)) }
    }
    impl Default for DefaultHasher {
        fn default() -> DefaultHasher { DefaultHasher::new() }
    }
    impl Hasher for DefaultHasher {
        fn write(&mut self, msg: &[u8]) { self.0.write(msg) }
        fn finish(&self) -> u64 { self.0.finish() }
    }

    impl<K, V> HashMap<K, V, RandomState> {
        pub fn new() -> HashMap<K, V, RandomState> { HashMap { entries: Vec::new(), hash_builder: RandomState::new() } }
        pub fn with_capacity(capacity: usize) -> HashMap<K, V, RandomState> { HashMap::new() }
    }
    impl<K, V, S> HashMap<K, V, S> {
        pub fn with_hasher(hash_builder: S) -> HashMap<K, V, S> { HashMap { entries: Vec::new(), hash_builder } }
        pub fn capacity(&self) -> usize { self.entries.capacity() }
        pub fn keys(&self) -> Keys<'_, K, V> { Keys { inner: self.iter() } }
        pub fn values(&self) -> Values<'_, K, V> { Values { inner: self.iter() } }
        pub fn values_mut(&mut self) -> ValuesMut<'_, K, V> { ValuesMut { inner: self.iter_mut() } }
        pub fn into_keys(self) -> IntoKeys<K, V> { IntoKeys { inner: self.into_iter() } }
        pub fn into_values(self) -> IntoValues<K, V> { IntoValues { inner: self.into_iter() } }
        pub fn iter(&self) -> Iter<'_, K, V> { Iter { inner: self.entries.iter() } }
        pub fn iter_mut(&mut self) -> IterMut<'_, K, V> { IterMut { inner: self.entries.iter_mut() } }
        pub fn len(&self) -> usize { self.entries.len() }
        pub fn is_empty(&self) -> bool { self.entries.is_empty() }
        pub fn drain(&mut self) -> Drain<'_, K, V> { core::__rcc_unwritten!() }
        pub fn retain<F: FnMut(&K, &mut V) -> bool>(&mut self, f: F) { core::__rcc_unwritten!() }
        pub fn clear(&mut self) { self.entries.clear() }
        pub fn hasher(&self) -> &S { &self.hash_builder }
    }
    impl<K: Eq + Hash, V, S: BuildHasher> HashMap<K, V, S> {
        fn find<Q: ?Sized + Eq>(&self, k: &Q) -> Option<usize>
        where
            K: Borrow<Q>,
        {
            self.entries.iter().position(|(key, _)| key.borrow() == k)
        }
        pub fn reserve(&mut self, additional: usize) { self.entries.reserve(additional) }
        pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
            match self.find(&key) {
                Some(index) => Entry::Occupied(OccupiedEntry { entries: &mut self.entries, index }),
                None => Entry::Vacant(VacantEntry { entries: &mut self.entries, key }),
            }
        }
        pub fn get<Q: ?Sized + Hash + Eq>(&self, k: &Q) -> Option<&V>
        where
            K: Borrow<Q>,
        {
            let i = self.find(k)?;
            Some(&self.entries[i].1)
        }
        pub fn get_key_value<Q: ?Sized + Hash + Eq>(&self, k: &Q) -> Option<(&K, &V)>
        where
            K: Borrow<Q>,
        {
            let i = self.find(k)?;
            Some((&self.entries[i].0, &self.entries[i].1))
        }
        pub fn contains_key<Q: ?Sized + Hash + Eq>(&self, k: &Q) -> bool
        where
            K: Borrow<Q>,
        {
            self.find(k).is_some()
        }
        pub fn get_mut<Q: ?Sized + Hash + Eq>(&mut self, k: &Q) -> Option<&mut V>
        where
            K: Borrow<Q>,
        {
            let i = self.find(k)?;
            Some(&mut self.entries[i].1)
        }
        pub fn insert(&mut self, k: K, v: V) -> Option<V> {
            match self.find(&k) {
                Some(i) => Some(core::mem::replace(&mut self.entries[i].1, v)),
                None => {
                    self.entries.push((k, v));
                    None
                }
            }
        }
        pub fn remove<Q: ?Sized + Hash + Eq>(&mut self, k: &Q) -> Option<V>
        where
            K: Borrow<Q>,
        {
            let i = self.find(k)?;
            Some(self.entries.swap_remove(i).1)
        }
        pub fn remove_entry<Q: ?Sized + Hash + Eq>(&mut self, k: &Q) -> Option<(K, V)>
        where
            K: Borrow<Q>,
        {
            let i = self.find(k)?;
            Some(self.entries.swap_remove(i))
        }
    }

    /// A view into a single entry of a map, vacant or occupied.
    pub enum Entry<'a, K: 'a, V: 'a> {
        Occupied(OccupiedEntry<'a, K, V>),
        Vacant(VacantEntry<'a, K, V>),
    }
    /// An occupied entry.
    pub struct OccupiedEntry<'a, K: 'a, V: 'a> {
        entries: &'a mut Vec<(K, V)>,
        index: usize,
    }
    /// A vacant entry.
    pub struct VacantEntry<'a, K: 'a, V: 'a> {
        entries: &'a mut Vec<(K, V)>,
        key: K,
    }
    impl<'a, K, V> Entry<'a, K, V> {
        pub fn or_insert(self, default: V) -> &'a mut V {
            match self {
                Entry::Occupied(entry) => entry.into_mut(),
                Entry::Vacant(entry) => entry.insert(default),
            }
        }
        pub fn or_insert_with<F: FnOnce() -> V>(self, default: F) -> &'a mut V {
            match self {
                Entry::Occupied(entry) => entry.into_mut(),
                Entry::Vacant(entry) => entry.insert(default()),
            }
        }
        pub fn or_insert_with_key<F: FnOnce(&K) -> V>(self, default: F) -> &'a mut V {
            match self {
                Entry::Occupied(entry) => entry.into_mut(),
                Entry::Vacant(entry) => {
                    let value = default(&entry.key);
                    entry.insert(value)
                }
            }
        }
        pub fn key(&self) -> &K {
            match *self {
                Entry::Occupied(ref entry) => entry.key(),
                Entry::Vacant(ref entry) => entry.key(),
            }
        }
        pub fn and_modify<F: FnOnce(&mut V)>(self, f: F) -> Self {
            match self {
                Entry::Occupied(mut entry) => {
                    f(entry.get_mut());
                    Entry::Occupied(entry)
                }
                Entry::Vacant(entry) => Entry::Vacant(entry),
            }
        }
    }
    impl<'a, K, V: Default> Entry<'a, K, V> {
        pub fn or_default(self) -> &'a mut V { self.or_insert_with(Default::default) }
    }
    impl<'a, K, V> OccupiedEntry<'a, K, V> {
        pub fn key(&self) -> &K { &self.entries[self.index].0 }
        pub fn get(&self) -> &V { &self.entries[self.index].1 }
        pub fn get_mut(&mut self) -> &mut V { &mut self.entries[self.index].1 }
        pub fn into_mut(self) -> &'a mut V { &mut self.entries[self.index].1 }
        pub fn insert(&mut self, value: V) -> V { core::mem::replace(self.get_mut(), value) }
        pub fn remove(self) -> V { self.entries.swap_remove(self.index).1 }
        pub fn remove_entry(self) -> (K, V) { self.entries.swap_remove(self.index) }
    }
    impl<'a, K, V> VacantEntry<'a, K, V> {
        pub fn key(&self) -> &K { &self.key }
        pub fn into_key(self) -> K { self.key }
        pub fn insert(self, value: V) -> &'a mut V {
            self.entries.push((self.key, value));
            let i = self.entries.len() - 1;
            &mut self.entries[i].1
        }
    }

    /// An iterator over the entries of a `HashMap`.
    pub struct Iter<'a, K: 'a, V: 'a> {
        inner: core::slice::Iter<'a, (K, V)>,
    }
    impl<'a, K, V> Iterator for Iter<'a, K, V> {
        type Item = (&'a K, &'a V);
        fn next(&mut self) -> Option<(&'a K, &'a V)> {
            let (k, v) = self.inner.next()?;
            Some((k, v))
        }
    }
    /// A mutable iterator over the entries of a `HashMap`.
    pub struct IterMut<'a, K: 'a, V: 'a> {
        inner: core::slice::IterMut<'a, (K, V)>,
    }
    impl<'a, K, V> Iterator for IterMut<'a, K, V> {
        type Item = (&'a K, &'a mut V);
        fn next(&mut self) -> Option<(&'a K, &'a mut V)> {
            let (k, v) = self.inner.next()?;
            Some((&*k, v))
        }
    }
    /// An iterator over the keys of a `HashMap`.
    pub struct Keys<'a, K: 'a, V: 'a> {
        inner: Iter<'a, K, V>,
    }
    impl<'a, K, V> Iterator for Keys<'a, K, V> {
        type Item = &'a K;
        fn next(&mut self) -> Option<&'a K> { Some(self.inner.next()?.0) }
    }
    /// An iterator over the values of a `HashMap`.
    pub struct Values<'a, K: 'a, V: 'a> {
        inner: Iter<'a, K, V>,
    }
    impl<'a, K, V> Iterator for Values<'a, K, V> {
        type Item = &'a V;
        fn next(&mut self) -> Option<&'a V> { Some(self.inner.next()?.1) }
    }
    /// A mutable iterator over the values of a `HashMap`.
    pub struct ValuesMut<'a, K: 'a, V: 'a> {
        inner: IterMut<'a, K, V>,
    }
    impl<'a, K, V> Iterator for ValuesMut<'a, K, V> {
        type Item = &'a mut V;
        fn next(&mut self) -> Option<&'a mut V> { Some(self.inner.next()?.1) }
    }
    /// The by-value iterator of a `HashMap`.
    pub struct IntoIter<K, V> {
        inner: vec::IntoIter<(K, V)>,
    }
    impl<K, V> Iterator for IntoIter<K, V> {
        type Item = (K, V);
        fn next(&mut self) -> Option<(K, V)> { self.inner.next() }
    }
    /// The keys of a `HashMap`, by value.
    pub struct IntoKeys<K, V> {
        inner: IntoIter<K, V>,
    }
    impl<K, V> Iterator for IntoKeys<K, V> {
        type Item = K;
        fn next(&mut self) -> Option<K> { Some(self.inner.next()?.0) }
    }
    /// The values of a `HashMap`, by value.
    pub struct IntoValues<K, V> {
        inner: IntoIter<K, V>,
    }
    impl<K, V> Iterator for IntoValues<K, V> {
        type Item = V;
        fn next(&mut self) -> Option<V> { Some(self.inner.next()?.1) }
    }
    /// The iterator of `HashMap::drain`.
    pub struct Drain<'a, K: 'a, V: 'a> {
        inner: vec::Drain<'a, (K, V)>,
    }
    impl<'a, K, V> Iterator for Drain<'a, K, V> {
        type Item = (K, V);
        fn next(&mut self) -> Option<(K, V)> { self.inner.next() }
    }

    impl<K, V, S> IntoIterator for HashMap<K, V, S> {
        type Item = (K, V);
        type IntoIter = IntoIter<K, V>;
        fn into_iter(self) -> IntoIter<K, V> { IntoIter { inner: self.entries.into_iter() } }
    }
    impl<'a, K, V, S> IntoIterator for &'a HashMap<K, V, S> {
        type Item = (&'a K, &'a V);
        type IntoIter = Iter<'a, K, V>;
        fn into_iter(self) -> Iter<'a, K, V> { self.iter() }
    }
    impl<'a, K, V, S> IntoIterator for &'a mut HashMap<K, V, S> {
        type Item = (&'a K, &'a mut V);
        type IntoIter = IterMut<'a, K, V>;
        fn into_iter(self) -> IterMut<'a, K, V> { self.iter_mut() }
    }
    impl<K: Eq + Hash, V, S: BuildHasher + Default> FromIterator<(K, V)> for HashMap<K, V, S> {
        fn from_iter<T: IntoIterator<Item = (K, V)>>(iter: T) -> HashMap<K, V, S> {
            let mut map = HashMap::with_hasher(Default::default());
            map.extend(iter);
            map
        }
    }
    impl<K: Eq + Hash, V, S: BuildHasher> Extend<(K, V)> for HashMap<K, V, S> {
        fn extend<T: IntoIterator<Item = (K, V)>>(&mut self, iter: T) {
            for (k, v) in iter {
                self.insert(k, v);
            }
        }
    }
    impl<'a, K: Eq + Hash + Copy + 'a, V: Copy + 'a, S: BuildHasher> Extend<(&'a K, &'a V)> for HashMap<K, V, S> {
        fn extend<T: IntoIterator<Item = (&'a K, &'a V)>>(&mut self, iter: T) {
            for (k, v) in iter {
                self.insert(*k, *v);
            }
        }
    }
    impl<K: Eq + Hash, V, const N: usize> From<[(K, V); N]> for HashMap<K, V, RandomState> {
        fn from(arr: [(K, V); N]) -> Self { HashMap::from_iter(arr) }
    }
    impl<K, Q: ?Sized, V, S> Index<&Q> for HashMap<K, V, S>
    where
        K: Eq + Hash + Borrow<Q>,
        Q: Eq + Hash,
        S: BuildHasher,
    {
        type Output = V;
        fn index(&self, key: &Q) -> &V { self.get(key).expect("no entry found for key") }
    }
    impl<K, V, S: Default> Default for HashMap<K, V, S> {
        fn default() -> HashMap<K, V, S> { HashMap::with_hasher(Default::default()) }
    }
    impl<K: Clone, V: Clone, S: Clone> Clone for HashMap<K, V, S> {
        fn clone(&self) -> Self { HashMap { entries: self.entries.clone(), hash_builder: self.hash_builder.clone() } }
    }
    impl<K: Eq + Hash, V: PartialEq, S: BuildHasher> PartialEq for HashMap<K, V, S> {
        fn eq(&self, other: &HashMap<K, V, S>) -> bool {
            self.len() == other.len() && self.iter().all(|(key, value)| other.get(key).map_or(false, |v| *value == *v))
        }
    }
    impl<K: Eq + Hash, V: Eq, S: BuildHasher> Eq for HashMap<K, V, S> {}
    impl<K: fmt::Debug, V: fmt::Debug, S> fmt::Debug for HashMap<K, V, S> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_map().entries(self.iter()).finish() }
    }
}

/// A hash set (v0: a `HashMap` with `()` values).
pub mod hash_set {
    use core::borrow::Borrow;
    use core::fmt;
    use core::hash::{BuildHasher, Hash};
    use core::iter::FromIterator;

    use super::hash_map::{self, HashMap, RandomState};

    /// A hash set implemented as a `HashMap` where the value is `()`.
    #[rustc_diagnostic_item = "HashSet"]
    pub struct HashSet<T, S = RandomState> {
        map: HashMap<T, (), S>,
    }
    impl<T> HashSet<T, RandomState> {
        pub fn new() -> HashSet<T, RandomState> { HashSet { map: HashMap::new() } }
        pub fn with_capacity(capacity: usize) -> HashSet<T, RandomState> { HashSet::new() }
    }
    impl<T, S> HashSet<T, S> {
        pub fn with_hasher(hasher: S) -> HashSet<T, S> { HashSet { map: HashMap::with_hasher(hasher) } }
        pub fn iter(&self) -> Iter<'_, T> { Iter { inner: self.map.keys() } }
        pub fn len(&self) -> usize { self.map.len() }
        pub fn is_empty(&self) -> bool { self.map.is_empty() }
        pub fn clear(&mut self) { self.map.clear() }
        pub fn retain<F: FnMut(&T) -> bool>(&mut self, f: F) { core::__rcc_unwritten!() }
    }
    impl<T: Eq + Hash, S: BuildHasher> HashSet<T, S> {
        pub fn contains<Q: ?Sized + Hash + Eq>(&self, value: &Q) -> bool where T: Borrow<Q> { self.map.contains_key(value) }
        pub fn get<Q: ?Sized + Hash + Eq>(&self, value: &Q) -> Option<&T> where T: Borrow<Q> {
            Some(self.map.get_key_value(value)?.0)
        }
        pub fn insert(&mut self, value: T) -> bool { self.map.insert(value, ()).is_none() }
        pub fn remove<Q: ?Sized + Hash + Eq>(&mut self, value: &Q) -> bool where T: Borrow<Q> { self.map.remove(value).is_some() }
        pub fn take<Q: ?Sized + Hash + Eq>(&mut self, value: &Q) -> Option<T> where T: Borrow<Q> {
            Some(self.map.remove_entry(value)?.0)
        }
        pub fn union<'a>(&'a self, other: &'a HashSet<T, S>) -> Iter<'a, T> { core::__rcc_unwritten!() }
        pub fn intersection<'a>(&'a self, other: &'a HashSet<T, S>) -> Iter<'a, T> { core::__rcc_unwritten!() }
        pub fn difference<'a>(&'a self, other: &'a HashSet<T, S>) -> Iter<'a, T> { core::__rcc_unwritten!() }
        pub fn is_subset(&self, other: &HashSet<T, S>) -> bool { self.iter().all(|v| other.contains(v)) }
        pub fn is_superset(&self, other: &HashSet<T, S>) -> bool { other.is_subset(self) }
        pub fn is_disjoint(&self, other: &HashSet<T, S>) -> bool { self.iter().all(|v| !other.contains(v)) }
    }

    /// An iterator over the elements of a `HashSet`.
    pub struct Iter<'a, K: 'a> {
        inner: hash_map::Keys<'a, K, ()>,
    }
    impl<'a, K> Iterator for Iter<'a, K> {
        type Item = &'a K;
        fn next(&mut self) -> Option<&'a K> { self.inner.next() }
    }
    /// The by-value iterator of a `HashSet`.
    pub struct IntoIter<K> {
        inner: hash_map::IntoKeys<K, ()>,
    }
    impl<K> Iterator for IntoIter<K> {
        type Item = K;
        fn next(&mut self) -> Option<K> { self.inner.next() }
    }
    impl<T, S> IntoIterator for HashSet<T, S> {
        type Item = T;
        type IntoIter = IntoIter<T>;
        fn into_iter(self) -> IntoIter<T> { IntoIter { inner: self.map.into_keys() } }
    }
    impl<'a, T, S> IntoIterator for &'a HashSet<T, S> {
        type Item = &'a T;
        type IntoIter = Iter<'a, T>;
        fn into_iter(self) -> Iter<'a, T> { self.iter() }
    }
    impl<T: Eq + Hash, S: BuildHasher + Default> FromIterator<T> for HashSet<T, S> {
        fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> HashSet<T, S> {
            let mut set = HashSet::with_hasher(Default::default());
            set.extend(iter);
            set
        }
    }
    impl<T: Eq + Hash, S: BuildHasher> Extend<T> for HashSet<T, S> {
        fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
            for x in iter {
                self.insert(x);
            }
        }
    }
    impl<T: Eq + Hash, const N: usize> From<[T; N]> for HashSet<T, RandomState> {
        fn from(arr: [T; N]) -> Self { HashSet::from_iter(arr) }
    }
    impl<T, S: Default> Default for HashSet<T, S> {
        fn default() -> HashSet<T, S> { HashSet { map: HashMap::default() } }
    }
    impl<T: Clone, S: Clone> Clone for HashSet<T, S> {
        fn clone(&self) -> Self { HashSet { map: self.map.clone() } }
    }
    impl<T: Eq + Hash, S: BuildHasher> PartialEq for HashSet<T, S> {
        fn eq(&self, other: &HashSet<T, S>) -> bool { self.len() == other.len() && self.is_subset(other) }
    }
    impl<T: Eq + Hash, S: BuildHasher> Eq for HashSet<T, S> {}
    impl<T: fmt::Debug, S> fmt::Debug for HashSet<T, S> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_set().entries(self.iter()).finish() }
    }
}
