//! Fixed-size arrays `[T; N]`: indexing, comparisons, conversions,
//! `IntoIterator` by value.

use crate::borrow::{Borrow, BorrowMut};
use crate::cmp::Ordering;
use crate::convert::TryFrom;
use crate::fmt;
use crate::hash::{self, Hash};
use crate::iter::{DoubleEndedIterator, ExactSizeIterator, FusedIterator};
use crate::mem::{self, MaybeUninit};
use crate::ops::{Index, IndexMut, Range};
use crate::slice::{Iter, IterMut, SliceIndex};

// `p + n` elements for a mutable pointer (through `*const T`'s `add`).
#[inline]
unsafe fn mut_add<T>(p: *mut T, n: usize) -> *mut T {
    unsafe { (p as *const T).add(n) as *mut T }
}

/// An array `[f(0), f(1), .., f(N - 1)]`.
pub fn from_fn<T, const N: usize, F: FnMut(usize) -> T>(mut cb: F) -> [T; N] {
    let mut out = MaybeUninit::<[T; N]>::uninit();
    let p = out.as_mut_ptr() as *mut T;
    let mut i = 0;
    while i < N {
        unsafe { write_elem(mut_add(p, i), cb(i)) };
        i += 1;
    }
    unsafe { out.assume_init() }
}

// Moves the value at `src` out (the place must not be used as a value again).
unsafe fn read_elem<T>(src: *const T) -> T {
    let mut tmp = MaybeUninit::<T>::uninit();
    unsafe {
        crate::ptr::copy_nonoverlapping(src, tmp.as_mut_ptr(), 1);
        tmp.assume_init()
    }
}

// Moves `value` into `*dst` without dropping what was there.
unsafe fn write_elem<T>(dst: *mut T, value: T) {
    let value = mem::ManuallyDrop::new(value);
    unsafe { crate::ptr::copy_nonoverlapping(&*value as *const T, dst, 1) }
}

/// A one-element array of a reference.
pub const fn from_ref<T>(s: &T) -> &[T; 1] {
    unsafe { &*(s as *const T as *const [T; 1]) }
}

/// A one-element array of a mutable reference.
pub fn from_mut<T>(s: &mut T) -> &mut [T; 1] {
    unsafe { &mut *(s as *mut T as *mut [T; 1]) }
}

/// The error of converting a slice to an array.
pub struct TryFromSliceError(());
impl crate::fmt::Debug for TryFromSliceError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_tuple("TryFromSliceError").field(&self.0).finish()
    }
}
impl Copy for TryFromSliceError {}
impl Clone for TryFromSliceError {
    fn clone(&self) -> Self { *self }
}

impl fmt::Display for TryFromSliceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        "could not convert slice to array".fmt(f)
    }
}

impl<T, const N: usize> AsRef<[T]> for [T; N] {
    fn as_ref(&self) -> &[T] {
        &self[..]
    }
}
impl<T, const N: usize> AsMut<[T]> for [T; N] {
    fn as_mut(&mut self) -> &mut [T] {
        &mut self[..]
    }
}
impl<T, const N: usize> Borrow<[T]> for [T; N] {
    fn borrow(&self) -> &[T] {
        self
    }
}
impl<T, const N: usize> BorrowMut<[T]> for [T; N] {
    fn borrow_mut(&mut self) -> &mut [T] {
        self
    }
}
impl<T: Copy, const N: usize> TryFrom<&[T]> for [T; N] {
    type Error = TryFromSliceError;
    fn try_from(slice: &[T]) -> Result<[T; N], TryFromSliceError> {
        if slice.len() == N {
            Ok(unsafe { read_elem(slice.as_ptr() as *const [T; N]) })
        } else {
            Err(TryFromSliceError(()))
        }
    }
}
impl<'a, T, const N: usize> TryFrom<&'a [T]> for &'a [T; N] {
    type Error = TryFromSliceError;
    fn try_from(slice: &'a [T]) -> Result<&'a [T; N], TryFromSliceError> {
        if slice.len() == N {
            Ok(unsafe { &*(slice.as_ptr() as *const [T; N]) })
        } else {
            Err(TryFromSliceError(()))
        }
    }
}
impl<'a, T, const N: usize> TryFrom<&'a mut [T]> for &'a mut [T; N] {
    type Error = TryFromSliceError;
    fn try_from(slice: &'a mut [T]) -> Result<&'a mut [T; N], TryFromSliceError> {
        if slice.len() == N {
            Ok(unsafe { &mut *(slice.as_mut_ptr() as *mut [T; N]) })
        } else {
            Err(TryFromSliceError(()))
        }
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a [T; N] {
    type Item = &'a T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}
impl<'a, T, const N: usize> IntoIterator for &'a mut [T; N] {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T>;
    fn into_iter(self) -> IterMut<'a, T> {
        self.iter_mut()
    }
}

impl<T, I, const N: usize> Index<I> for [T; N]
where
    [T]: Index<I>,
{
    type Output = <[T] as Index<I>>::Output;
    fn index(&self, index: I) -> &Self::Output {
        Index::index(self as &[T], index)
    }
}
impl<T, I, const N: usize> IndexMut<I> for [T; N]
where
    [T]: IndexMut<I>,
{
    fn index_mut(&mut self, index: I) -> &mut Self::Output {
        IndexMut::index_mut(self as &mut [T], index)
    }
}

impl<A, B, const N: usize> PartialEq<[B; N]> for [A; N]
where
    A: PartialEq<B>,
{
    fn eq(&self, other: &[B; N]) -> bool {
        self[..] == other[..]
    }
}
impl<A, B, const N: usize> PartialEq<[B]> for [A; N]
where
    A: PartialEq<B>,
{
    fn eq(&self, other: &[B]) -> bool {
        self[..] == other[..]
    }
}
impl<A, B, const N: usize> PartialEq<[A; N]> for [B]
where
    B: PartialEq<A>,
{
    fn eq(&self, other: &[A; N]) -> bool {
        self[..] == other[..]
    }
}
impl<A, B, const N: usize> PartialEq<&[B]> for [A; N]
where
    A: PartialEq<B>,
{
    fn eq(&self, other: &&[B]) -> bool {
        self[..] == other[..]
    }
}
impl<T: Eq, const N: usize> Eq for [T; N] {}
impl<T: PartialOrd, const N: usize> PartialOrd for [T; N] {
    fn partial_cmp(&self, other: &[T; N]) -> Option<Ordering> {
        PartialOrd::partial_cmp(&self[..], &other[..])
    }
}
impl<T: Ord, const N: usize> Ord for [T; N] {
    fn cmp(&self, other: &[T; N]) -> Ordering {
        Ord::cmp(&self[..], &other[..])
    }
}
impl<T: Copy, const N: usize> Copy for [T; N] {}
impl<T: Clone, const N: usize> Clone for [T; N] {
    fn clone(&self) -> Self {
        from_fn(|i| self[i].clone())
    }
}
impl<T: Default, const N: usize> Default for [T; N] {
    fn default() -> [T; N] {
        from_fn(|_| T::default())
    }
}

impl<T, const N: usize> [T; N] {
    /// An array of the same size with `f` applied to each element.
    pub fn map<F, U>(self, mut f: F) -> [U; N]
    where
        F: FnMut(T) -> U,
    {
        let mut it = IntoIterator::into_iter(self);
        from_fn(|_| match it.next() {
            Some(x) => f(x),
            None => crate::panicking::panic("array map: too few elements"),
        })
    }
    /// The array as a slice.
    pub const fn as_slice(&self) -> &[T] {
        self
    }
    /// The array as a mutable slice.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        self
    }
}

/// The by-value iterator of an array.
pub struct IntoIter<T, const N: usize> {
    data: [MaybeUninit<T>; N],
    alive: Range<usize>,
}

impl<T, const N: usize> IntoIter<T, N> {
    /// Creates an iterator over `array` (deprecated: use `into_iter`).
    pub fn new(array: [T; N]) -> Self {
        let array = mem::ManuallyDrop::new(array);
        let data: [MaybeUninit<T>; N] = unsafe { read_elem(&*array as *const [T; N] as *const [MaybeUninit<T>; N]) };
        IntoIter { data, alive: Range { start: 0, end: N } }
    }
    /// The elements not yet yielded.
    pub fn as_slice(&self) -> &[T] {
        let p = self.data.as_ptr() as *const T;
        unsafe { crate::slice::from_raw_parts(p.add(self.alive.start), self.alive.end - self.alive.start) }
    }
    /// The elements not yet yielded, mutably.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let p = self.data.as_mut_ptr() as *mut T;
        unsafe { crate::slice::from_raw_parts_mut(mut_add(p, self.alive.start), self.alive.end - self.alive.start) }
    }
}

impl<T, const N: usize> IntoIterator for [T; N] {
    type Item = T;
    type IntoIter = IntoIter<T, N>;
    fn into_iter(self) -> Self::IntoIter {
        IntoIter::new(self)
    }
}
impl<T, const N: usize> Iterator for IntoIter<T, N> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if self.alive.start < self.alive.end {
            let i = self.alive.start;
            self.alive.start = i + 1;
            Some(unsafe { read_elem(self.data[i].as_ptr()) })
        } else {
            None
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.alive.end - self.alive.start;
        (n, Some(n))
    }
}
impl<T, const N: usize> DoubleEndedIterator for IntoIter<T, N> {
    fn next_back(&mut self) -> Option<T> {
        if self.alive.start < self.alive.end {
            let i = self.alive.end - 1;
            self.alive.end = i;
            Some(unsafe { read_elem(self.data[i].as_ptr()) })
        } else {
            None
        }
    }
}
impl<T, const N: usize> ExactSizeIterator for IntoIter<T, N> {}
impl<T, const N: usize> FusedIterator for IntoIter<T, N> {}
impl<T, const N: usize> Drop for IntoIter<T, N> {
    fn drop(&mut self) {
        let mut i = self.alive.start;
        while i < self.alive.end {
            unsafe { crate::ptr::drop_in_place(self.data[i].as_mut_ptr()) };
            i += 1;
        }
    }
}
impl<T: Clone, const N: usize> Clone for IntoIter<T, N> {
    fn clone(&self) -> Self {
        let mut data: [MaybeUninit<T>; N] = unsafe { MaybeUninit::<[MaybeUninit<T>; N]>::uninit().assume_init() };
        let mut n = 0;
        for x in self.as_slice() {
            unsafe { write_elem(data[n].as_mut_ptr(), x.clone()) };
            n += 1;
        }
        IntoIter { data, alive: Range { start: 0, end: n } }
    }
}
impl<T: fmt::Debug, const N: usize> fmt::Debug for IntoIter<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("IntoIter").field(&self.as_slice()).finish()
    }
}
