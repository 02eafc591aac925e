//! Slices: indexing (`SliceIndex`), iterators, and the inherent methods of
//! `[T]` that do not allocate.

use crate::cmp::Ordering;
use crate::iter::{DoubleEndedIterator, ExactSizeIterator, FusedIterator, Iterator};
use crate::mem;
use crate::ops::{self, Range, RangeBounds};
use crate::ptr;

// `p + n` elements for a mutable pointer (through `*const T`'s `add`).
#[inline]
unsafe fn mut_add<T>(p: *mut T, n: usize) -> *mut T {
    unsafe { (p as *const T).add(n) as *mut T }
}

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
pub fn range<R: RangeBounds<usize>>(range: R, bounds: ops::RangeTo<usize>) -> Range<usize> {
    let len = bounds.end;
    let start = match range.start_bound() {
        ops::Bound::Included(&s) => s,
        ops::Bound::Excluded(&s) => match s.checked_add(1) {
            Some(x) => x,
            None => crate::panicking::panic("attempted to index slice from after maximum usize"),
        },
        ops::Bound::Unbounded => 0,
    };
    let end = match range.end_bound() {
        ops::Bound::Included(&e) => match e.checked_add(1) {
            Some(x) => x,
            None => crate::panicking::panic("attempted to index slice up to maximum usize"),
        },
        ops::Bound::Excluded(&e) => e,
        ops::Bound::Unbounded => len,
    };
    if start > end {
        panic!("slice index starts at {} but ends at {}", start, end);
    }
    if end > len {
        panic!("range end index {} out of range for slice of length {}", end, len);
    }
    Range { start, end }
}

// Swaps `*a` and `*b` (which may be the same place) through a temporary.
unsafe fn swap_raw<T>(a: *mut T, b: *mut T) {
    let mut tmp = mem::MaybeUninit::<T>::uninit();
    unsafe {
        ptr::copy_nonoverlapping(a as *const T, tmp.as_mut_ptr(), 1);
        ptr::copy(b as *const T, a, 1);
        ptr::copy_nonoverlapping(tmp.as_ptr(), b, 1);
    }
}

// Sorts `v` by insertion: stable, for short slices.
fn insertion_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], is_less: &mut F) {
    let n = v.len();
    let mut i = 1;
    while i < n {
        let mut j = i;
        while j > 0 && is_less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
        i += 1;
    }
}

// The number of elements of sorted `v` that are less than `x`.
fn lower_bound<T, F: FnMut(&T, &T) -> bool>(v: &[T], x: &T, is_less: &mut F) -> usize {
    let (mut lo, mut hi) = (0, v.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if is_less(&v[mid], x) { lo = mid + 1 } else { hi = mid }
    }
    lo
}

// The number of elements of sorted `v` that are not greater than `x`.
fn upper_bound<T, F: FnMut(&T, &T) -> bool>(v: &[T], x: &T, is_less: &mut F) -> usize {
    let (mut lo, mut hi) = (0, v.len());
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if is_less(x, &v[mid]) { hi = mid } else { lo = mid + 1 }
    }
    lo
}

// Merges the sorted runs `v[..mid]` and `v[mid..]` in place (stable,
// without a buffer: split both runs, rotate the middle, recurse).
fn merge_in_place<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], mid: usize, is_less: &mut F) {
    let n = v.len();
    if mid == 0 || mid == n {
        return;
    }
    if n == 2 {
        if is_less(&v[1], &v[0]) {
            v.swap(0, 1);
        }
        return;
    }
    let cut1;
    let cut2;
    if mid >= n - mid {
        cut1 = mid / 2;
        cut2 = mid + lower_bound(&v[mid..], &v[cut1], is_less);
    } else {
        cut2 = mid + (n - mid) / 2;
        cut1 = upper_bound(&v[..mid], &v[cut2], is_less);
    }
    v[cut1..cut2].rotate_left(mid - cut1);
    let new_mid = cut1 + (cut2 - mid);
    merge_in_place(&mut v[..new_mid], cut1, is_less);
    merge_in_place(&mut v[new_mid..], cut2 - new_mid, is_less);
}

// A stable merge sort that needs no allocation.
fn merge_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], is_less: &mut F) {
    let n = v.len();
    if n <= 20 {
        insertion_sort(v, is_less);
        return;
    }
    let mid = n / 2;
    merge_sort(&mut v[..mid], is_less);
    merge_sort(&mut v[mid..], is_less);
    if is_less(&v[mid], &v[mid - 1]) {
        merge_in_place(v, mid, is_less);
    }
}

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
    unsafe fn get_unchecked_mut(self, slice: *mut [T]) -> *mut T { unsafe { mut_add(slice as *mut T, self) } }
    // The compiler's own bounds-checked indexing.
    fn index(self, slice: &[T]) -> &T { &(*slice)[self] }
    fn index_mut(self, slice: &mut [T]) -> &mut T { &mut (*slice)[self] }
}

// The panics of out-of-range slicing (rustc's messages).
#[track_caller]
fn slice_range_fail(lo: usize, hi: usize, len: usize) -> ! {
    if lo > hi {
        panic!("slice index starts at {} but ends at {}", lo, hi)
    } else {
        panic!("range end index {} out of range for slice of length {}", hi, len)
    }
}
#[track_caller]
fn slice_start_fail(lo: usize, _hi: usize, len: usize) -> ! {
    panic!("range start index {} out of range for slice of length {}", lo, len)
}

// The ranges: a subslice after a bounds check.
macro_rules! range_index {
    ($($R:ty => |$r:ident, $len:ident| $lo:expr, $hi:expr, $fail:ident;)*) => {$(
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
                    unsafe { Some(from_raw_parts_mut(mut_add(slice.as_mut_ptr(), $lo), $hi - $lo)) }
                }
            }
            unsafe fn get_unchecked(self, slice: *const [T]) -> *const [T] {
                let ($r, $len) = (self, ptr::metadata(slice));
                unsafe { ptr::slice_from_raw_parts((slice as *const T).add($lo), $hi - $lo) }
            }
            unsafe fn get_unchecked_mut(self, slice: *mut [T]) -> *mut [T] {
                let ($r, $len) = (self, ptr::metadata(slice));
                unsafe { ptr::slice_from_raw_parts_mut(mut_add(slice as *mut T, $lo), $hi - $lo) }
            }
            #[track_caller]
            fn index(self, slice: &[T]) -> &[T] {
                let len = slice.len();
                match self.clone().get(slice) {
                    Some(s) => s,
                    None => {
                        let ($r, $len) = (self, len);
                        $fail($lo, $hi, $len)
                    }
                }
            }
            #[track_caller]
            fn index_mut(self, slice: &mut [T]) -> &mut [T] {
                let len = slice.len();
                match self.clone().get_mut(slice) {
                    Some(s) => s,
                    None => {
                        let ($r, $len) = (self, len);
                        $fail($lo, $hi, $len)
                    }
                }
            }
        }
    )*};
}
range_index! {
    Range<usize> => |r, len| r.start, r.end, slice_range_fail;
    ops::RangeTo<usize> => |r, len| 0, r.end, slice_range_fail;
    ops::RangeFrom<usize> => |r, len| r.start, len, slice_start_fail;
    ops::RangeFull => |r, len| 0, len, slice_range_fail;
    ops::RangeInclusive<usize> => |r, len| r.start, r.end + 1, slice_range_fail;
    ops::RangeToInclusive<usize> => |r, len| 0, r.end + 1, slice_range_fail;
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
    pub fn swap(&mut self, a: usize, b: usize) {
        let pa: *mut T = &mut self[a];
        let pb: *mut T = &mut self[b];
        unsafe { swap_raw(pa, pb) }
    }
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
    pub fn split_at_mut(&mut self, mid: usize) -> (&mut [T], &mut [T]) {
        let len = self.len();
        assert!(mid <= len);
        let p = self.as_mut_ptr();
        unsafe { (from_raw_parts_mut(p, mid), from_raw_parts_mut(mut_add(p, mid), len - mid)) }
    }
    pub fn contains(&self, x: &T) -> bool where T: PartialEq { self.iter().any(|e| *e == *x) }
    pub fn starts_with(&self, needle: &[T]) -> bool where T: PartialEq {
        self.len() >= needle.len() && needle == &self[..needle.len()]
    }
    pub fn ends_with(&self, needle: &[T]) -> bool where T: PartialEq {
        self.len() >= needle.len() && needle == &self[self.len() - needle.len()..]
    }
    pub fn binary_search(&self, x: &T) -> Result<usize, usize> where T: Ord { self.binary_search_by(|p| p.cmp(x)) }
    pub fn binary_search_by<'a, F: FnMut(&'a T) -> Ordering>(&'a self, f: F) -> Result<usize, usize> {
        let mut f = f;
        let mut left = 0;
        let mut right = self.len();
        while left < right {
            let mid = left + (right - left) / 2;
            match f(&self[mid]) {
                Ordering::Less => left = mid + 1,
                Ordering::Greater => right = mid,
                Ordering::Equal => return Ok(mid),
            }
        }
        Err(left)
    }
    pub fn binary_search_by_key<'a, B: Ord, F: FnMut(&'a T) -> B>(&'a self, b: &B, mut f: F) -> Result<usize, usize> {
        self.binary_search_by(|k| f(k).cmp(b))
    }
    pub fn sort_unstable(&mut self) where T: Ord { self.sort_unstable_by(|a, b| a.cmp(b)) }
    pub fn sort_unstable_by<F: FnMut(&T, &T) -> Ordering>(&mut self, compare: F) {
        let mut compare = compare;
        merge_sort(self, &mut |a: &T, b: &T| matches!(compare(a, b), Ordering::Less));
    }
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
    pub fn clone_from_slice(&mut self, src: &[T]) where T: Clone {
        assert!(self.len() == src.len(), "destination and source slices have different lengths");
        let mut i = 0;
        while i < src.len() {
            self[i].clone_from(&src[i]);
            i += 1;
        }
    }
    pub fn rotate_left(&mut self, mid: usize) {
        assert!(mid <= self.len());
        self[..mid].reverse();
        self[mid..].reverse();
        self.reverse();
    }
    pub fn rotate_right(&mut self, k: usize) {
        assert!(k <= self.len());
        let mid = self.len() - k;
        self.rotate_left(mid);
    }
}

impl<T> Default for &[T] {
    fn default() -> Self { &[] }
}
impl<T> Default for &mut [T] {
    fn default() -> Self { &mut [] }
}
impl<A: PartialEq<B>, B> PartialEq<[B]> for [A] {
    fn eq(&self, other: &[B]) -> bool {
        if self.len() != other.len() {
            return false;
        }
        let mut i = 0;
        while i < self.len() {
            if self[i] != other[i] {
                return false;
            }
            i += 1;
        }
        true
    }
}
impl<T: Eq> Eq for [T] {}
impl<T: PartialOrd> PartialOrd for [T] {
    fn partial_cmp(&self, other: &[T]) -> Option<Ordering> {
        let n = if self.len() < other.len() { self.len() } else { other.len() };
        let mut i = 0;
        while i < n {
            match self[i].partial_cmp(&other[i]) {
                Some(Ordering::Equal) => {}
                non_eq => return non_eq,
            }
            i += 1;
        }
        Some(self.len().cmp(&other.len()))
    }
}
impl<T: Ord> Ord for [T] {
    fn cmp(&self, other: &[T]) -> Ordering {
        let n = if self.len() < other.len() { self.len() } else { other.len() };
        let mut i = 0;
        while i < n {
            match self[i].cmp(&other[i]) {
                Ordering::Equal => {}
                non_eq => return non_eq,
            }
            i += 1;
        }
        self.len().cmp(&other.len())
    }
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
        let len = self.v.len();
        if len == 0 {
            return None;
        }
        let p = self.v.as_mut_ptr();
        unsafe {
            self.v = from_raw_parts_mut(mut_add(p, 1), len - 1);
            Some(&mut *p)
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) { (self.v.len(), Some(self.v.len())) }
}
impl<'a, T> DoubleEndedIterator for IterMut<'a, T> {
    fn next_back(&mut self) -> Option<&'a mut T> {
        let len = self.v.len();
        if len == 0 {
            return None;
        }
        let p = self.v.as_mut_ptr();
        unsafe {
            self.v = from_raw_parts_mut(p, len - 1);
            Some(&mut *mut_add(p, len - 1))
        }
    }
}
impl<T> ExactSizeIterator for IterMut<'_, T> {}

/// The iterator of `[T]::windows`.
pub struct Windows<'a, T: 'a> {
    v: &'a [T],
    size: usize,
}
impl<'a, T> Iterator for Windows<'a, T> {
    type Item = &'a [T];
    fn next(&mut self) -> Option<&'a [T]> {
        if self.size == 0 {
            crate::panicking::panic("size is zero");
        }
        if self.size > self.v.len() {
            return None;
        }
        let w = &self.v[..self.size];
        self.v = &self.v[1..];
        Some(w)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = if self.size == 0 || self.size > self.v.len() { 0 } else { self.v.len() - self.size + 1 };
        (n, Some(n))
    }
}

impl<T> ExactSizeIterator for Windows<'_, T> {}
impl<T> FusedIterator for Windows<'_, T> {}

/// The iterator of `[T]::chunks`.
pub struct Chunks<'a, T: 'a> {
    v: &'a [T],
    chunk_size: usize,
}
impl<'a, T> Iterator for Chunks<'a, T> {
    type Item = &'a [T];
    fn next(&mut self) -> Option<&'a [T]> {
        if self.chunk_size == 0 {
            crate::panicking::panic("chunk size must be non-zero");
        }
        if self.v.is_empty() {
            return None;
        }
        let n = if self.chunk_size < self.v.len() { self.chunk_size } else { self.v.len() };
        let (c, rest) = self.v.split_at(n);
        self.v = rest;
        Some(c)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = if self.chunk_size == 0 { 0 } else { (self.v.len() + self.chunk_size - 1) / self.chunk_size };
        (n, Some(n))
    }
}

impl<T> ExactSizeIterator for Chunks<'_, T> {}
impl<T> FusedIterator for Chunks<'_, T> {}

/// The iterator of `[T]::chunks_mut`.
pub struct ChunksMut<'a, T: 'a> {
    v: &'a mut [T],
    chunk_size: usize,
}
impl<'a, T> Iterator for ChunksMut<'a, T> {
    type Item = &'a mut [T];
    fn next(&mut self) -> Option<&'a mut [T]> {
        if self.chunk_size == 0 {
            crate::panicking::panic("chunk size must be non-zero");
        }
        let len = self.v.len();
        if len == 0 {
            return None;
        }
        let n = if self.chunk_size < len { self.chunk_size } else { len };
        let p = self.v.as_mut_ptr();
        unsafe {
            self.v = from_raw_parts_mut(mut_add(p, n), len - n);
            Some(from_raw_parts_mut(p, n))
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = if self.chunk_size == 0 { 0 } else { (self.v.len() + self.chunk_size - 1) / self.chunk_size };
        (n, Some(n))
    }
}
impl<T> ExactSizeIterator for ChunksMut<'_, T> {}
impl<T> FusedIterator for ChunksMut<'_, T> {}
