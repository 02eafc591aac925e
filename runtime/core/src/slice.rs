//! Slices: indexing (`SliceIndex`), iterators, and the inherent methods of
//! `[T]` that do not allocate.

use crate::cmp::Ordering;
use crate::iter::{DoubleEndedIterator, ExactSizeIterator, FusedIterator, Iterator};
use crate::mem;
use crate::ops::{self, Range, RangeBounds};
use crate::ptr;

/// A slice from a pointer and a length.
pub const unsafe fn from_raw_parts<'a, T>(data: *const T, len: usize) -> &'a [T] {
    unsafe { &*ptr::slice_from_raw_parts(data, len) }
}
/// A mutable slice from a pointer and a length.
pub unsafe fn from_raw_parts_mut<'a, T>(data: *mut T, len: usize) -> &'a mut [T] {
    unsafe { &mut *ptr::slice_from_raw_parts_mut(data, len) }
}
/// A one-element slice of a reference.
pub const fn from_ref<T>(s: &T) -> &[T] { unsafe { from_raw_parts(s, 1) } }
/// A one-element mutable slice of a reference.
pub fn from_mut<T>(s: &mut T) -> &mut [T] { unsafe { from_raw_parts_mut(s, 1) } }
/// Converts a range over `..len` into a `Range`, panicking when out of bounds.
pub fn range<R: RangeBounds<usize>>(range: R, bounds: ops::RangeTo<usize>) -> Range<usize> { crate::__rcc_unwritten!() }

mod private_slice_index {
    pub trait Sealed {}
    impl Sealed for usize {}
    impl Sealed for crate::ops::Range<usize> {}
    impl Sealed for crate::ops::RangeTo<usize> {}
    impl Sealed for crate::ops::RangeFrom<usize> {}
    impl Sealed for crate::ops::RangeFull {}
    impl Sealed for crate::ops::RangeInclusive<usize> {}
    impl Sealed for crate::ops::RangeToInclusive<usize> {}
}

/// The types a slice (or `str`) can be indexed with.
pub unsafe trait SliceIndex<T: ?Sized>: private_slice_index::Sealed {
    /// The output type returned by methods.
    type Output: ?Sized;
    fn get(self, slice: &T) -> Option<&Self::Output>;
    fn get_mut(self, slice: &mut T) -> Option<&mut Self::Output>;
    unsafe fn get_unchecked(self, slice: *const T) -> *const Self::Output;
    unsafe fn get_unchecked_mut(self, slice: *mut T) -> *mut Self::Output;
    fn index(self, slice: &T) -> &Self::Output;
    fn index_mut(self, slice: &mut T) -> &mut Self::Output;
}

unsafe impl<T> SliceIndex<[T]> for usize {
    type Output = T;
    fn get(self, slice: &[T]) -> Option<&T> {
        if self < slice.len() { unsafe { Some(&*self.get_unchecked(slice)) } } else { None }
    }
    fn get_mut(self, slice: &mut [T]) -> Option<&mut T> {
        if self < slice.len() { unsafe { Some(&mut *self.get_unchecked_mut(slice)) } } else { None }
    }
    unsafe fn get_unchecked(self, slice: *const [T]) -> *const T { unsafe { (slice as *const T).add(self) } }
    unsafe fn get_unchecked_mut(self, slice: *mut [T]) -> *mut T { unsafe { (slice as *mut T).add(self) } }
    // The compiler's own bounds-checked indexing.
    fn index(self, slice: &[T]) -> &T { &(*slice)[self] }
    fn index_mut(self, slice: &mut [T]) -> &mut T { &mut (*slice)[self] }
}

// The ranges: a subslice after a bounds check.
macro_rules! range_index {
    ($($R:ty => |$r:ident, $len:ident| $lo:expr, $hi:expr;)*) => {$(
        unsafe impl<T> SliceIndex<[T]> for $R {
            type Output = [T];
            fn get(self, slice: &[T]) -> Option<&[T]> {
                let ($r, $len) = (self, slice.len());
                if $lo > $hi || $hi > $len { None } else { unsafe { Some(from_raw_parts(slice.as_ptr().add($lo), $hi - $lo)) } }
            }
            fn get_mut(self, slice: &mut [T]) -> Option<&mut [T]> {
                let ($r, $len) = (self, slice.len());
                if $lo > $hi || $hi > $len {
                    None
                } else {
                    unsafe { Some(from_raw_parts_mut(slice.as_mut_ptr().add($lo), $hi - $lo)) }
                }
            }
            unsafe fn get_unchecked(self, slice: *const [T]) -> *const [T] {
                let ($r, $len) = (self, ptr::metadata(slice));
                unsafe { ptr::slice_from_raw_parts((slice as *const T).add($lo), $hi - $lo) }
            }
            unsafe fn get_unchecked_mut(self, slice: *mut [T]) -> *mut [T] {
                let ($r, $len) = (self, ptr::metadata(slice));
                unsafe { ptr::slice_from_raw_parts_mut((slice as *mut T).add($lo), $hi - $lo) }
            }
            #[track_caller]
            fn index(self, slice: &[T]) -> &[T] {
                match self.get(slice) {
                    Some(s) => s,
                    None => crate::panicking::panic("slice index out of range"),
                }
            }
            #[track_caller]
            fn index_mut(self, slice: &mut [T]) -> &mut [T] {
                match self.get_mut(slice) {
                    Some(s) => s,
                    None => crate::panicking::panic("slice index out of range"),
                }
            }
        }
    )*};
}
range_index! {
    Range<usize> => |r, len| r.start, r.end;
    ops::RangeTo<usize> => |r, len| 0, r.end;
    ops::RangeFrom<usize> => |r, len| r.start, len;
    ops::RangeFull => |r, len| 0, len;
    ops::RangeInclusive<usize> => |r, len| r.start, r.end + 1;
    ops::RangeToInclusive<usize> => |r, len| 0, r.end + 1;
}

impl<T, I: SliceIndex<[T]>> ops::Index<I> for [T] {
    type Output = I::Output;
    fn index(&self, index: I) -> &I::Output { index.index(self) }
}
impl<T, I: SliceIndex<[T]>> ops::IndexMut<I> for [T] {
    fn index_mut(&mut self, index: I) -> &mut I::Output { index.index_mut(self) }
}

impl<T> [T] {
    #[lang = "slice_len_fn"]
    pub const fn len(&self) -> usize { ptr::metadata(self) }
    pub const fn is_empty(&self) -> bool { self.len() == 0 }
    pub const fn first(&self) -> Option<&T> { if let [first, ..] = self { Some(first) } else { None } }
    pub fn first_mut(&mut self) -> Option<&mut T> { if let [first, ..] = self { Some(first) } else { None } }
    pub const fn last(&self) -> Option<&T> { if let [.., last] = self { Some(last) } else { None } }
    pub fn last_mut(&mut self) -> Option<&mut T> { if let [.., last] = self { Some(last) } else { None } }
    pub const fn split_first(&self) -> Option<(&T, &[T])> { if let [first, tail @ ..] = self { Some((first, tail)) } else { None } }
    pub const fn split_last(&self) -> Option<(&T, &[T])> { if let [init @ .., last] = self { Some((last, init)) } else { None } }
    pub fn get<I: SliceIndex<Self>>(&self, index: I) -> Option<&I::Output> { index.get(self) }
    pub fn get_mut<I: SliceIndex<Self>>(&mut self, index: I) -> Option<&mut I::Output> { index.get_mut(self) }
    pub unsafe fn get_unchecked<I: SliceIndex<Self>>(&self, index: I) -> &I::Output { unsafe { &*index.get_unchecked(self) } }
    pub unsafe fn get_unchecked_mut<I: SliceIndex<Self>>(&mut self, index: I) -> &mut I::Output {
        unsafe { &mut *index.get_unchecked_mut(self) }
    }
    pub const fn as_ptr(&self) -> *const T { self as *const [T] as *const T }
    pub const fn as_mut_ptr(&mut self) -> *mut T { self as *mut [T] as *mut T }
    pub fn swap(&mut self, a: usize, b: usize) { unsafe { ptr::swap(&mut self[a], &mut self[b]) } }
    pub fn reverse(&mut self) {
        let n = self.len();
        for i in 0..n / 2 {
            self.swap(i, n - 1 - i);
        }
    }
    pub fn iter(&self) -> Iter<'_, T> { Iter { v: self } }
    pub fn iter_mut(&mut self) -> IterMut<'_, T> { IterMut { v: self } }
    pub fn windows(&self, size: usize) -> Windows<'_, T> { Windows { v: self, size } }
    pub fn chunks(&self, chunk_size: usize) -> Chunks<'_, T> { Chunks { v: self, chunk_size } }
    pub fn chunks_mut(&mut self, chunk_size: usize) -> ChunksMut<'_, T> { ChunksMut { v: self, chunk_size } }
    pub fn split_at(&self, mid: usize) -> (&[T], &[T]) { (&self[..mid], &self[mid..]) }
    pub fn split_at_mut(&mut self, mid: usize) -> (&mut [T], &mut [T]) { crate::__rcc_unwritten!() }
    pub fn contains(&self, x: &T) -> bool where T: PartialEq { self.iter().any(|e| *e == *x) }
    pub fn starts_with(&self, needle: &[T]) -> bool where T: PartialEq {
        self.len() >= needle.len() && needle == &self[..needle.len()]
    }
    pub fn ends_with(&self, needle: &[T]) -> bool where T: PartialEq {
        self.len() >= needle.len() && needle == &self[self.len() - needle.len()..]
    }
    pub fn binary_search(&self, x: &T) -> Result<usize, usize> where T: Ord { self.binary_search_by(|p| p.cmp(x)) }
    pub fn binary_search_by<'a, F: FnMut(&'a T) -> Ordering>(&'a self, f: F) -> Result<usize, usize> { crate::__rcc_unwritten!() }
    pub fn binary_search_by_key<'a, B: Ord, F: FnMut(&'a T) -> B>(&'a self, b: &B, mut f: F) -> Result<usize, usize> {
        self.binary_search_by(|k| f(k).cmp(b))
    }
    pub fn sort_unstable(&mut self) where T: Ord { self.sort_unstable_by(|a, b| a.cmp(b)) }
    pub fn sort_unstable_by<F: FnMut(&T, &T) -> Ordering>(&mut self, compare: F) { crate::__rcc_unwritten!() }
    pub fn sort_unstable_by_key<K: Ord, F: FnMut(&T) -> K>(&mut self, mut f: F) { self.sort_unstable_by(|a, b| f(a).cmp(&f(b))) }
    pub fn fill(&mut self, value: T) where T: Clone {
        for el in self.iter_mut() {
            el.clone_from(&value);
        }
    }
    pub fn copy_from_slice(&mut self, src: &[T]) where T: Copy {
        assert!(self.len() == src.len(), "source slice length does not match destination slice length");
        unsafe { ptr::copy_nonoverlapping(src.as_ptr(), self.as_mut_ptr(), self.len()) }
    }
    pub fn clone_from_slice(&mut self, src: &[T]) where T: Clone { crate::__rcc_unwritten!() }
    pub fn rotate_left(&mut self, mid: usize) { crate::__rcc_unwritten!() }
    pub fn rotate_right(&mut self, k: usize) { crate::__rcc_unwritten!() }
}

impl<T> Default for &[T] {
    fn default() -> Self { &[] }
}
impl<T> Default for &mut [T] {
    fn default() -> Self { &mut [] }
}
impl<A: PartialEq<B>, B> PartialEq<[B]> for [A] {
    fn eq(&self, other: &[B]) -> bool {
        self.len() == other.len() && self.iter().zip(other.iter()).all(|(a, b)| a == b)
    }
}
impl<T: Eq> Eq for [T] {}
impl<T: PartialOrd> PartialOrd for [T] {
    fn partial_cmp(&self, other: &[T]) -> Option<Ordering> { self.iter().partial_cmp(other.iter()) }
}
impl<T: Ord> Ord for [T] {
    fn cmp(&self, other: &[T]) -> Ordering { self.iter().cmp(other.iter()) }
}
impl<'a, T> IntoIterator for &'a [T] {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> { self.iter() }
}
impl<'a, T> IntoIterator for &'a mut [T] {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T>;
    fn into_iter(self) -> IterMut<'a, T> { self.iter_mut() }
}

/// The iterator of `[T]::iter`.
pub struct Iter<'a, T: 'a> {
    v: &'a [T],
}
impl<'a, T> Iter<'a, T> {
    pub fn as_slice(&self) -> &'a [T] { self.v }
}
impl<T> Clone for Iter<'_, T> {
    fn clone(&self) -> Self { Iter { v: self.v } }
}
impl<'a, T> Iterator for Iter<'a, T> {
    type Item = &'a T;
    fn next(&mut self) -> Option<&'a T> {
        let (first, rest) = self.v.split_first()?;
        self.v = rest;
        Some(first)
    }
    fn size_hint(&self) -> (usize, Option<usize>) { (self.v.len(), Some(self.v.len())) }
}
impl<'a, T> DoubleEndedIterator for Iter<'a, T> {
    fn next_back(&mut self) -> Option<&'a T> {
        let (last, rest) = self.v.split_last()?;
        self.v = rest;
        Some(last)
    }
}
impl<T> ExactSizeIterator for Iter<'_, T> {}
impl<T> FusedIterator for Iter<'_, T> {}

/// The iterator of `[T]::iter_mut`.
pub struct IterMut<'a, T: 'a> {
    v: &'a mut [T],
}
impl<'a, T> Iterator for IterMut<'a, T> {
    type Item = &'a mut T;
    fn next(&mut self) -> Option<&'a mut T> {
        match mem::take(&mut self.v) {
            [first, rest @ ..] => {
                self.v = rest;
                Some(first)
            }
            [] => None,
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) { (self.v.len(), Some(self.v.len())) }
}
impl<'a, T> DoubleEndedIterator for IterMut<'a, T> {
    fn next_back(&mut self) -> Option<&'a mut T> { crate::__rcc_unwritten!() }
}
impl<T> ExactSizeIterator for IterMut<'_, T> {}

/// The iterator of `[T]::windows`.
pub struct Windows<'a, T: 'a> {
    v: &'a [T],
    size: usize,
}
impl<'a, T> Iterator for Windows<'a, T> {
    type Item = &'a [T];
    fn next(&mut self) -> Option<&'a [T]> { crate::__rcc_unwritten!() }
}

/// The iterator of `[T]::chunks`.
pub struct Chunks<'a, T: 'a> {
    v: &'a [T],
    chunk_size: usize,
}
impl<'a, T> Iterator for Chunks<'a, T> {
    type Item = &'a [T];
    fn next(&mut self) -> Option<&'a [T]> { crate::__rcc_unwritten!() }
}

/// The iterator of `[T]::chunks_mut`.
pub struct ChunksMut<'a, T: 'a> {
    v: &'a mut [T],
    chunk_size: usize,
}
impl<'a, T> Iterator for ChunksMut<'a, T> {
    type Item = &'a mut [T];
    fn next(&mut self) -> Option<&'a mut [T]> { crate::__rcc_unwritten!() }
}
