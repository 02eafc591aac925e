//! Slices: core's slice items, and the methods of `[T]` that allocate.

use core::borrow::Borrow;
use core::cmp::Ordering;

use crate::alloc::Allocator;
use crate::boxed::Box;
use crate::vec::Vec;

pub use core::slice::{from_mut, from_raw_parts, from_raw_parts_mut, from_ref, range};
pub use core::slice::{Chunks, ChunksMut, Iter, IterMut, SliceIndex, Windows};

impl<T> [T] {
    /// Sorts the slice (stable; v0: not written yet).
    #[rustc_allow_incoherent_impl]
    pub fn sort(&mut self)
    where
        T: Ord,
    { core::__rcc_unwritten!() }
    /// Sorts the slice with a comparison function (stable).
    #[rustc_allow_incoherent_impl]
    pub fn sort_by<F: FnMut(&T, &T) -> Ordering>(&mut self, compare: F) { core::__rcc_unwritten!() }
    /// Sorts the slice by a key (stable).
    #[rustc_allow_incoherent_impl]
    pub fn sort_by_key<K: Ord, F: FnMut(&T) -> K>(&mut self, f: F) { core::__rcc_unwritten!() }
    /// Copies the slice into a new `Vec`.
    #[rustc_allow_incoherent_impl]
    pub fn to_vec(&self) -> Vec<T>
    where
        T: Clone,
    {
        let mut v = Vec::with_capacity(self.len());
        v.extend_from_slice(self);
        v
    }
    /// Converts a boxed slice into a `Vec` (what `vec![a, b]` calls).
    #[rustc_allow_incoherent_impl]
    pub fn into_vec<A: Allocator>(self: Box<Self, A>) -> Vec<T, A> { core::__rcc_unwritten!() }
    /// The slice repeated `n` times.
    #[rustc_allow_incoherent_impl]
    pub fn repeat(&self, n: usize) -> Vec<T>
    where
        T: Copy,
    { core::__rcc_unwritten!() }
    /// Flattens a slice of collections into one value.
    #[rustc_allow_incoherent_impl]
    pub fn concat<Item: ?Sized>(&self) -> <Self as Concat<Item>>::Output
    where
        Self: Concat<Item>,
    {
        Concat::concat(self)
    }
    /// Flattens a slice with a separator between the elements.
    #[rustc_allow_incoherent_impl]
    pub fn join<Separator>(&self, sep: Separator) -> <Self as Join<Separator>>::Output
    where
        Self: Join<Separator>,
    {
        Join::join(self, sep)
    }
}

/// What `[V]::concat` needs.
pub trait Concat<Item: ?Sized> {
    type Output;
    fn concat(slice: &Self) -> Self::Output;
}
/// What `[V]::join` needs.
pub trait Join<Separator> {
    type Output;
    fn join(slice: &Self, sep: Separator) -> Self::Output;
}

impl<T: Clone, V: Borrow<[T]>> Concat<T> for [V] {
    type Output = Vec<T>;
    fn concat(slice: &Self) -> Vec<T> {
        let mut result = Vec::new();
        for v in slice {
            result.extend_from_slice(v.borrow())
        }
        result
    }
}
impl<T: Clone, V: Borrow<[T]>> Join<&T> for [V] {
    type Output = Vec<T>;
    fn join(slice: &Self, sep: &T) -> Vec<T> { core::__rcc_unwritten!() }
}
impl<T: Clone, V: Borrow<[T]>> Join<&[T]> for [V] {
    type Output = Vec<T>;
    fn join(slice: &Self, sep: &[T]) -> Vec<T> { core::__rcc_unwritten!() }
}

impl<T: Clone> crate::borrow::ToOwned for [T] {
    type Owned = Vec<T>;
    fn to_owned(&self) -> Vec<T> { self.to_vec() }
}
