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
    {
        merge_sort(self, &mut |a: &T, b: &T| a.lt(b))
    }
    /// Sorts the slice with a comparison function (stable).
    #[rustc_allow_incoherent_impl]
    pub fn sort_by<F: FnMut(&T, &T) -> Ordering>(&mut self, mut compare: F) {
        merge_sort(self, &mut |a: &T, b: &T| compare(a, b) == Ordering::Less)
    }
    /// Sorts the slice by a key (stable).
    #[rustc_allow_incoherent_impl]
    pub fn sort_by_key<K: Ord, F: FnMut(&T) -> K>(&mut self, mut f: F) {
        merge_sort(self, &mut |a: &T, b: &T| f(a).lt(&f(b)))
    }
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
    pub fn into_vec<A: Allocator>(self: Box<Self, A>) -> Vec<T, A> {
        // v0: only for a zero-sized allocator like `Global` (vec.rs and
        // boxed.rs have no `from_raw_parts_in` / `into_raw_with_allocator`
        // yet): the box's memory becomes a `Vec<T>`, retyped to `Vec<T, A>`.
        if core::mem::size_of::<A>() != 0 || core::mem::align_of::<A>() != core::mem::align_of::<crate::alloc::Global>() {
            core::__rcc_unwritten!()
        }
        let len = self.len();
        let ptr = Box::into_raw(self) as *mut T;
        let v: Vec<T> = unsafe { Vec::from_raw_parts(ptr, len, len) };
        let out: Vec<T, A> = unsafe { core::mem::transmute_copy(&v) };
        core::mem::forget(v);
        out
    }
    /// The slice repeated `n` times.
    #[rustc_allow_incoherent_impl]
    pub fn repeat(&self, n: usize) -> Vec<T>
    where
        T: Copy,
    {
        let mut v = Vec::with_capacity(self.len() * n);
        let mut i = 0;
        while i < n {
            v.extend_from_slice(self);
            i += 1;
        }
        v
    }
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
    fn join(slice: &Self, sep: &T) -> Vec<T> {
        let mut result = Vec::new();
        for (i, v) in slice.iter().enumerate() {
            if i > 0 {
                result.push(sep.clone());
            }
            result.extend_from_slice(v.borrow())
        }
        result
    }
}
impl<T: Clone, V: Borrow<[T]>> Join<&[T]> for [V] {
    type Output = Vec<T>;
    fn join(slice: &Self, sep: &[T]) -> Vec<T> {
        let mut result = Vec::new();
        for (i, v) in slice.iter().enumerate() {
            if i > 0 {
                result.extend_from_slice(sep);
            }
            result.extend_from_slice(v.borrow())
        }
        result
    }
}

impl<T: Clone> crate::borrow::ToOwned for [T] {
    type Owned = Vec<T>;
    fn to_owned(&self) -> Vec<T> { self.to_vec() }
}

// Stable sort by `is_less`: insertion sort of short runs, then bottom-up
// merges through a buffer of moved-out elements.
fn insertion_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], is_less: &mut F) {
    let mut i = 1;
    while i < v.len() {
        let mut j = i;
        while j > 0 && is_less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
        i += 1;
    }
}

fn merge_sort<T, F: FnMut(&T, &T) -> bool>(v: &mut [T], is_less: &mut F) {
    const RUN: usize = 16;
    let n = v.len();
    if n <= RUN {
        insertion_sort(v, is_less);
        return;
    }
    let mut start = 0;
    while start < n {
        let end = if start + RUN < n { start + RUN } else { n };
        insertion_sort(&mut v[start..end], is_less);
        start = end;
    }
    // The buffer holds (bitwise copies of) the left run of a merge; its
    // length stays 0, so it never drops them.
    let mut buf: Vec<T> = Vec::with_capacity(n);
    let bp = buf.as_mut_ptr();
    let vp = v.as_mut_ptr();
    let mut width = RUN;
    while width < n {
        let mut lo = 0;
        while lo + width < n {
            let mid = lo + width;
            let hi = if mid + width < n { mid + width } else { n };
            let left = mid - lo;
            unsafe {
                core::ptr::copy_nonoverlapping(vp.add(lo), bp, left);
                let mut i = 0;
                let mut j = mid;
                let mut k = lo;
                while i < left && j < hi {
                    if is_less(&*vp.add(j), &*bp.add(i)) {
                        core::ptr::copy_nonoverlapping(vp.add(j), vp.add(k), 1);
                        j += 1;
                    } else {
                        core::ptr::copy_nonoverlapping(bp.add(i), vp.add(k), 1);
                        i += 1;
                    }
                    k += 1;
                }
                core::ptr::copy_nonoverlapping(bp.add(i), vp.add(k), left - i);
            }
            lo = hi;
        }
        width *= 2;
    }
}
