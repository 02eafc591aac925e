//! `Vec<T>`: a contiguous growable array type.

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::iter::FromIterator;
use core::marker::PhantomData;
use core::mem;
use core::ops::{Deref, DerefMut, Index, IndexMut, RangeBounds};
use core::ptr::{self, NonNull};
use core::slice::{self, SliceIndex};

use crate::alloc::{Allocator, Global, Layout};
use crate::boxed::Box;

/// A contiguous growable array type, written as `Vec<T>`.
#[rustc_diagnostic_item = "Vec"]
pub struct Vec<T, A: Allocator = Global> {
    ptr: NonNull<T>,
    cap: usize,
    len: usize,
    alloc: A,
}

unsafe impl<T: Send, A: Allocator + Send> Send for Vec<T, A> {}
unsafe impl<T: Sync, A: Allocator + Sync> Sync for Vec<T, A> {}

impl<T> Vec<T> {
    /// An empty vector (no allocation).
    pub const fn new() -> Self {
        Vec { ptr: NonNull::dangling(), cap: 0, len: 0, alloc: Global }
    }
    /// An empty vector with room for `capacity` elements.
    pub fn with_capacity(capacity: usize) -> Self {
        let mut v = Vec::new();
        v.reserve(capacity);
        v
    }
    /// A vector from its raw parts.
    pub unsafe fn from_raw_parts(ptr: *mut T, length: usize, capacity: usize) -> Self {
        Vec { ptr: unsafe { NonNull::new_unchecked(ptr) }, cap: capacity, len: length, alloc: Global }
    }
}

impl<T, A: Allocator> Vec<T, A> {
    /// The number of elements the vector can hold without reallocating.
    pub fn capacity(&self) -> usize { self.cap }
    /// Reserves room for at least `additional` more elements.
    pub fn reserve(&mut self, additional: usize) {
        let needed = self.len + additional;
        if needed <= self.cap || mem::size_of::<T>() == 0 {
            return;
        }
        let new_cap = core::cmp::max(core::cmp::max(self.cap * 2, needed), 4);
        let new_layout = Layout::array::<T>(new_cap).unwrap();
        let new_ptr = if self.cap == 0 {
            self.alloc.allocate(new_layout)
        } else {
            unsafe { self.alloc.grow(self.ptr.cast(), Layout::array::<T>(self.cap).unwrap(), new_layout) }
        };
        match new_ptr {
            Ok(p) => self.ptr = p.cast(),
            Err(_) => crate::alloc::handle_alloc_error(new_layout),
        }
        self.cap = new_cap;
    }
    pub fn reserve_exact(&mut self, additional: usize) { self.reserve(additional) }
    pub fn shrink_to_fit(&mut self) {}
    pub fn into_boxed_slice(self) -> Box<[T], A> { core::__rcc_unwritten!() }
    pub fn truncate(&mut self, len: usize) {
        while self.len > len {
            self.pop();
        }
    }
    pub fn as_slice(&self) -> &[T] { self }
    pub fn as_mut_slice(&mut self) -> &mut [T] { self }
    pub fn as_ptr(&self) -> *const T { self.ptr.as_ptr() }
    pub fn as_mut_ptr(&mut self) -> *mut T { self.ptr.as_ptr() }
    pub fn allocator(&self) -> &A { &self.alloc }
    pub unsafe fn set_len(&mut self, new_len: usize) { self.len = new_len; }
    pub fn swap_remove(&mut self, index: usize) -> T {
        let len = self.len;
        if index >= len {
            panic!("swap_remove index (is {}) should be < len (is {})", index, len);
        }
        unsafe {
            let base = self.ptr.as_ptr();
            let value = ptr::read(base.add(index));
            ptr::copy(base.add(len - 1), base.add(index), 1);
            self.len = len - 1;
            value
        }
    }
    pub fn insert(&mut self, index: usize, element: T) {
        let len = self.len;
        if index > len {
            panic!("insertion index (is {}) should be <= len (is {})", index, len);
        }
        if len == self.cap {
            self.reserve(1);
        }
        unsafe {
            let p = self.ptr.as_ptr().add(index);
            ptr::copy(p, p.add(1), len - index);
            ptr::write(p, element);
        }
        self.len = len + 1;
    }
    pub fn remove(&mut self, index: usize) -> T {
        let len = self.len;
        if index >= len {
            panic!("removal index (is {}) should be < len (is {})", index, len);
        }
        unsafe {
            let p = self.ptr.as_ptr().add(index);
            let value = ptr::read(p);
            ptr::copy(p.add(1), p, len - index - 1);
            self.len = len - 1;
            value
        }
    }
    pub fn retain<F: FnMut(&T) -> bool>(&mut self, mut f: F) {
        self.retain_mut(|x| f(x))
    }
    pub fn retain_mut<F: FnMut(&mut T) -> bool>(&mut self, mut f: F) {
        let len = self.len;
        let base = self.ptr.as_ptr();
        let mut kept = 0;
        // v0: a panic in `f` leaks the rest instead of dropping it
        self.len = 0;
        for i in 0..len {
            unsafe {
                let p = base.add(i);
                if f(&mut *p) {
                    if kept != i {
                        ptr::copy_nonoverlapping(p, base.add(kept), 1);
                    }
                    kept += 1;
                } else {
                    ptr::drop_in_place(p);
                }
            }
        }
        self.len = kept;
    }
    pub fn dedup_by_key<F: FnMut(&mut T) -> K, K: PartialEq>(&mut self, mut key: F) {
        self.dedup_by(|a, b| key(a) == key(b))
    }
    pub fn dedup_by<F: FnMut(&mut T, &mut T) -> bool>(&mut self, mut same_bucket: F) {
        let len = self.len;
        if len <= 1 {
            return;
        }
        let base = self.ptr.as_ptr();
        let mut kept = 1;
        self.len = 0;
        for i in 1..len {
            unsafe {
                let cur = base.add(i);
                let last = base.add(kept - 1);
                if same_bucket(&mut *cur, &mut *last) {
                    ptr::drop_in_place(cur);
                } else {
                    if kept != i {
                        ptr::copy_nonoverlapping(cur, base.add(kept), 1);
                    }
                    kept += 1;
                }
            }
        }
        self.len = kept;
    }
    /// Appends an element.
    pub fn push(&mut self, value: T) {
        if self.len == self.cap {
            self.reserve(1);
        }
        unsafe { ptr::write(self.ptr.as_ptr().add(self.len), value) };
        self.len += 1;
    }
    /// Removes the last element.
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            None
        } else {
            self.len -= 1;
            unsafe { Some(ptr::read(self.ptr.as_ptr().add(self.len))) }
        }
    }
    pub fn append(&mut self, other: &mut Self) {
        let n = other.len;
        self.reserve(n);
        unsafe {
            ptr::copy_nonoverlapping(other.as_ptr(), self.ptr.as_ptr().add(self.len), n);
            other.len = 0;
        }
        self.len += n;
    }
    pub fn drain<R: RangeBounds<usize>>(&mut self, range: R) -> Drain<'_, T, A> { core::__rcc_unwritten!() }
    pub fn clear(&mut self) { self.truncate(0) }
    pub const fn len(&self) -> usize { self.len }
    pub fn is_empty(&self) -> bool { self.len == 0 }
    pub fn split_off(&mut self, at: usize) -> Self where A: Clone {
        let len = self.len;
        if at > len {
            panic!("`at` split index (is {}) should be <= len (is {})", at, len);
        }
        let mut other = Vec { ptr: NonNull::dangling(), cap: 0, len: 0, alloc: self.alloc.clone() };
        other.reserve(len - at);
        unsafe {
            ptr::copy_nonoverlapping(self.ptr.as_ptr().add(at), other.ptr.as_ptr(), len - at);
        }
        other.len = len - at;
        self.len = at;
        other
    }
    pub fn resize_with<F: FnMut() -> T>(&mut self, new_len: usize, mut f: F) {
        self.truncate(new_len);
        while self.len < new_len {
            self.push(f());
        }
    }
    pub fn leak<'a>(self) -> &'a mut [T] where A: 'a { core::__rcc_unwritten!() }
}

impl<T: Clone, A: Allocator> Vec<T, A> {
    /// Resizes to `new_len`, filling with clones of `value`.
    pub fn resize(&mut self, new_len: usize, value: T) {
        self.truncate(new_len);
        while self.len < new_len {
            self.push(value.clone());
        }
    }
    /// Appends clones of the elements of `other`.
    pub fn extend_from_slice(&mut self, other: &[T]) {
        self.reserve(other.len());
        for x in other {
            self.push(x.clone());
        }
    }
}

impl<T: PartialEq, A: Allocator> Vec<T, A> {
    /// Removes consecutive repeated elements.
    pub fn dedup(&mut self) {
        self.dedup_by(|a, b| a == b)
    }
}

/// `vec![elem; n]`.
#[doc(hidden)]
pub fn from_elem<T: Clone>(elem: T, n: usize) -> Vec<T> {
    let mut v = Vec::with_capacity(n);
    v.resize(n, elem);
    v
}

impl<T, A: Allocator> Deref for Vec<T, A> {
    type Target = [T];
    fn deref(&self) -> &[T] { unsafe { slice::from_raw_parts(self.as_ptr(), self.len) } }
}
impl<T, A: Allocator> DerefMut for Vec<T, A> {
    fn deref_mut(&mut self) -> &mut [T] { unsafe { slice::from_raw_parts_mut(self.as_mut_ptr(), self.len) } }
}
impl<T: Clone, A: Allocator + Clone> Clone for Vec<T, A> {
    fn clone(&self) -> Self {
        let mut v = Vec { ptr: NonNull::dangling(), cap: 0, len: 0, alloc: self.alloc.clone() };
        v.reserve(self.len);
        for x in self.iter() {
            v.push(x.clone());
        }
        v
    }
}
impl<T: Hash, A: Allocator> Hash for Vec<T, A> {
    fn hash<H: Hasher>(&self, state: &mut H) { Hash::hash(&**self, state) }
}
impl<T, I: SliceIndex<[T]>, A: Allocator> Index<I> for Vec<T, A> {
    type Output = I::Output;
    fn index(&self, index: I) -> &Self::Output { Index::index(&**self, index) }
}
impl<T, I: SliceIndex<[T]>, A: Allocator> IndexMut<I> for Vec<T, A> {
    fn index_mut(&mut self, index: I) -> &mut Self::Output { IndexMut::index_mut(&mut **self, index) }
}
impl<T> FromIterator<T> for Vec<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Vec<T> {
        let mut v = Vec::new();
        v.extend(iter);
        v
    }
}
impl<T, A: Allocator> IntoIterator for Vec<T, A> {
    type Item = T;
    type IntoIter = IntoIter<T, A>;
    fn into_iter(self) -> IntoIter<T, A> { IntoIter { vec: self, pos: 0 } }
}
impl<'a, T, A: Allocator> IntoIterator for &'a Vec<T, A> {
    type Item = &'a T;
    type IntoIter = slice::Iter<'a, T>;
    fn into_iter(self) -> slice::Iter<'a, T> { self.iter() }
}
impl<'a, T, A: Allocator> IntoIterator for &'a mut Vec<T, A> {
    type Item = &'a mut T;
    type IntoIter = slice::IterMut<'a, T>;
    fn into_iter(self) -> slice::IterMut<'a, T> { self.iter_mut() }
}
impl<T, A: Allocator> Extend<T> for Vec<T, A> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        for x in iter {
            self.push(x);
        }
    }
}
impl<'a, T: Copy + 'a, A: Allocator> Extend<&'a T> for Vec<T, A> {
    fn extend<I: IntoIterator<Item = &'a T>>(&mut self, iter: I) {
        for x in iter {
            self.push(*x);
        }
    }
}
impl<T, U, A: Allocator> PartialEq<Vec<U, A>> for Vec<T, A>
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &Vec<U, A>) -> bool { self[..] == other[..] }
}
impl<T, U, A: Allocator> PartialEq<&[U]> for Vec<T, A>
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &&[U]) -> bool { self[..] == other[..] }
}
impl<T, U, A: Allocator> PartialEq<[U]> for Vec<T, A>
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &[U]) -> bool { self[..] == other[..] }
}
impl<T, U, A: Allocator, const N: usize> PartialEq<[U; N]> for Vec<T, A>
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &[U; N]) -> bool { self[..] == other[..] }
}
impl<T, U, A: Allocator, const N: usize> PartialEq<&[U; N]> for Vec<T, A>
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &&[U; N]) -> bool { self[..] == other[..] }
}
impl<T, U, A: Allocator> PartialEq<Vec<U, A>> for &[T]
where
    T: PartialEq<U>,
{
    fn eq(&self, other: &Vec<U, A>) -> bool { self[..] == other[..] }
}
impl<T: PartialOrd, A: Allocator> PartialOrd for Vec<T, A> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> { PartialOrd::partial_cmp(&**self, &**other) }
}
impl<T: Eq, A: Allocator> Eq for Vec<T, A> {}
impl<T: Ord, A: Allocator> Ord for Vec<T, A> {
    fn cmp(&self, other: &Self) -> Ordering { Ord::cmp(&**self, &**other) }
}
unsafe impl<#[may_dangle] T, A: Allocator> Drop for Vec<T, A> {
    fn drop(&mut self) {
        unsafe {
            ptr::drop_in_place(&mut self[..]);
            if self.cap != 0 && mem::size_of::<T>() != 0 {
                self.alloc.deallocate(self.ptr.cast(), Layout::array::<T>(self.cap).unwrap());
            }
        }
    }
}
impl<T> Default for Vec<T> {
    fn default() -> Vec<T> { Vec::new() }
}
impl<T: fmt::Debug, A: Allocator> fmt::Debug for Vec<T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<T, A: Allocator> AsRef<Vec<T, A>> for Vec<T, A> {
    fn as_ref(&self) -> &Vec<T, A> { self }
}
impl<T, A: Allocator> AsRef<[T]> for Vec<T, A> {
    fn as_ref(&self) -> &[T] { self }
}
impl<T, A: Allocator> AsMut<[T]> for Vec<T, A> {
    fn as_mut(&mut self) -> &mut [T] { self }
}
impl<T, A: Allocator> core::borrow::Borrow<[T]> for Vec<T, A> {
    fn borrow(&self) -> &[T] { &self[..] }
}
impl<T, A: Allocator> core::borrow::BorrowMut<[T]> for Vec<T, A> {
    fn borrow_mut(&mut self) -> &mut [T] { &mut self[..] }
}
impl<T: Clone> From<&[T]> for Vec<T> {
    fn from(s: &[T]) -> Vec<T> { s.to_vec() }
}
impl<T: Clone> From<&mut [T]> for Vec<T> {
    fn from(s: &mut [T]) -> Vec<T> { s.to_vec() }
}
impl<T, const N: usize> From<[T; N]> for Vec<T> {
    fn from(s: [T; N]) -> Vec<T> { <[T]>::into_vec(box s) }
}
impl<T, A: Allocator> From<Box<[T], A>> for Vec<T, A> {
    fn from(s: Box<[T], A>) -> Self { s.into_vec() }
}
impl<T, A: Allocator> From<Vec<T, A>> for Box<[T], A> {
    fn from(v: Vec<T, A>) -> Self { v.into_boxed_slice() }
}
impl From<&str> for Vec<u8> {
    fn from(s: &str) -> Vec<u8> { From::from(s.as_bytes()) }
}

/// The by-value iterator of a `Vec`.
pub struct IntoIter<T, A: Allocator = Global> {
    vec: Vec<T, A>,
    pos: usize,
}
impl<T, A: Allocator> IntoIter<T, A> {
    /// The remaining elements.
    pub fn as_slice(&self) -> &[T] { &self.vec[self.pos..] }
}
impl<T, A: Allocator> Iterator for IntoIter<T, A> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if self.pos == self.vec.len {
            return None;
        }
        self.pos += 1;
        unsafe { Some(ptr::read(self.vec.as_ptr().add(self.pos - 1))) }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.vec.len - self.pos;
        (n, Some(n))
    }
}
impl<T, A: Allocator> DoubleEndedIterator for IntoIter<T, A> {
    fn next_back(&mut self) -> Option<T> {
        if self.pos == self.vec.len {
            return None;
        }
        self.vec.len -= 1;
        unsafe { Some(ptr::read(self.vec.as_ptr().add(self.vec.len))) }
    }
}
impl<T, A: Allocator> ExactSizeIterator for IntoIter<T, A> {}
impl<T, A: Allocator> Drop for IntoIter<T, A> {
    // v0: the elements not yet yielded are leaked, not dropped.
    fn drop(&mut self) {
        self.vec.len = 0;
    }
}
impl<T: fmt::Debug, A: Allocator> fmt::Debug for IntoIter<T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_tuple("IntoIter").field(&self.as_slice()).finish() }
}

/// The iterator of `Vec::drain`.
pub struct Drain<'a, T: 'a, A: Allocator + 'a = Global> {
    vec: NonNull<Vec<T, A>>,
    _marker: PhantomData<&'a mut Vec<T, A>>,
}
impl<T, A: Allocator> Iterator for Drain<'_, T, A> {
    type Item = T;
    fn next(&mut self) -> Option<T> { core::__rcc_unwritten!() }
}
impl<T, A: Allocator> DoubleEndedIterator for Drain<'_, T, A> {
    fn next_back(&mut self) -> Option<T> { core::__rcc_unwritten!() }
}
