//! Shared mutable containers: `UnsafeCell` (the primitive), `Cell`,
//! `RefCell` (dynamically checked borrows), `OnceCell`.

use crate::cmp::Ordering;
use crate::fmt::{self, Debug, Display};
use crate::marker::{PhantomData, Unsize};
use crate::mem;
use crate::ops::{CoerceUnsized, Deref, DerefMut};
use crate::ptr;

/// The core primitive for interior mutability.
#[lang = "unsafe_cell"]
#[repr(transparent)]
#[repr(no_niche)]
pub struct UnsafeCell<T: ?Sized> {
    value: T,
}

impl<T: ?Sized> !Sync for UnsafeCell<T> {}

impl<T> UnsafeCell<T> {
    /// Wraps a value.
    pub const fn new(value: T) -> UnsafeCell<T> {
        UnsafeCell { value }
    }
    /// Unwraps the value.
    pub const fn into_inner(self) -> T {
        self.value
    }
}

impl<T: ?Sized> UnsafeCell<T> {
    /// A mutable pointer to the wrapped value.
    pub const fn get(&self) -> *mut T {
        &self.value as *const T as *mut T
    }
    /// A mutable reference to the wrapped value.
    pub const fn get_mut(&mut self) -> &mut T {
        &mut self.value
    }
    /// A mutable pointer to the value of a pointed-to cell.
    pub const fn raw_get(this: *const Self) -> *mut T {
        this as *const T as *mut T
    }
}

impl<T: Default> Default for UnsafeCell<T> {
    fn default() -> UnsafeCell<T> {
        UnsafeCell::new(Default::default())
    }
}
impl<T> From<T> for UnsafeCell<T> {
    fn from(t: T) -> UnsafeCell<T> {
        UnsafeCell::new(t)
    }
}
impl<T: CoerceUnsized<U>, U> CoerceUnsized<UnsafeCell<U>> for UnsafeCell<T> {}

/// A mutable memory location for `Copy`-able values.
#[repr(transparent)]
pub struct Cell<T: ?Sized> {
    value: UnsafeCell<T>,
}

unsafe impl<T: ?Sized> Send for Cell<T> where T: Send {}
impl<T: ?Sized> !Sync for Cell<T> {}

impl<T: Copy> Clone for Cell<T> {
    fn clone(&self) -> Cell<T> {
        Cell::new(self.get())
    }
}
impl<T: Default> Default for Cell<T> {
    fn default() -> Cell<T> {
        Cell::new(Default::default())
    }
}
impl<T: PartialEq + Copy> PartialEq for Cell<T> {
    fn eq(&self, other: &Cell<T>) -> bool {
        self.get() == other.get()
    }
}
impl<T: Eq + Copy> Eq for Cell<T> {}
impl<T> From<T> for Cell<T> {
    fn from(t: T) -> Cell<T> {
        Cell::new(t)
    }
}

impl<T> Cell<T> {
    /// A new cell holding `value`.
    pub const fn new(value: T) -> Cell<T> {
        Cell { value: UnsafeCell::new(value) }
    }
    /// Sets the value (dropping the old one).
    pub fn set(&self, val: T) {
        let old = self.replace(val);
        drop(old);
    }
    /// Swaps the values of two cells.
    pub fn swap(&self, other: &Self) {
        if crate::ptr::eq(self, other) {
            return;
        }
        unsafe { crate::ptr::swap(self.value.get(), other.value.get()) }
    }
    /// Replaces the value, returning the old one.
    pub fn replace(&self, val: T) -> T {
        unsafe { crate::mem::replace(&mut *self.value.get(), val) }
    }
    /// Unwraps the value.
    pub const fn into_inner(self) -> T {
        self.value.into_inner()
    }
}

impl<T: Copy> Cell<T> {
    /// A copy of the value.
    pub fn get(&self) -> T {
        unsafe { *self.value.get() }
    }
    /// Updates the value with `f` and returns the new value.
    pub fn update<F: FnOnce(T) -> T>(&self, f: F) -> T {
        let new = f(self.get());
        self.set(new);
        new
    }
}

impl<T: ?Sized> Cell<T> {
    /// A raw pointer to the value.
    pub const fn as_ptr(&self) -> *mut T {
        self.value.get()
    }
    /// A mutable reference to the value.
    pub fn get_mut(&mut self) -> &mut T {
        self.value.get_mut()
    }
    /// A `&Cell<T>` from a `&mut T`.
    pub fn from_mut(t: &mut T) -> &Cell<T> {
        unsafe { &*(t as *mut T as *const Cell<T>) }
    }
}

impl<T: Default> Cell<T> {
    /// Takes the value, leaving `Default::default()`.
    pub fn take(&self) -> T {
        self.replace(Default::default())
    }
}

impl<T: CoerceUnsized<U>, U> CoerceUnsized<Cell<U>> for Cell<T> {}

/// A mutable memory location with dynamically checked borrow rules.
pub struct RefCell<T: ?Sized> {
    borrow: Cell<BorrowFlag>,
    value: UnsafeCell<T>,
}

/// The error of `RefCell::try_borrow`.
pub struct BorrowError {
    _private: (),
}
impl Debug for BorrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BorrowError").finish()
    }
}
impl Display for BorrowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt("already mutably borrowed", f)
    }
}

/// The error of `RefCell::try_borrow_mut`.
pub struct BorrowMutError {
    _private: (),
}
impl Debug for BorrowMutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BorrowMutError").finish()
    }
}
impl Display for BorrowMutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Display::fmt("already borrowed", f)
    }
}

// Positive: that many shared borrows; -1: one mutable borrow.
type BorrowFlag = isize;
const UNUSED: BorrowFlag = 0;

impl<T> RefCell<T> {
    /// A new `RefCell` holding `value`.
    pub const fn new(value: T) -> RefCell<T> {
        RefCell { borrow: Cell::new(UNUSED), value: UnsafeCell::new(value) }
    }
    /// Unwraps the value.
    pub const fn into_inner(self) -> T {
        self.value.into_inner()
    }
    /// Replaces the value, returning the old one.
    #[track_caller]
    pub fn replace(&self, t: T) -> T {
        crate::mem::replace(&mut *RefCell::borrow_mut(self), t)
    }
    /// Replaces the value with `f(&mut old)`, returning the old one.
    #[track_caller]
    pub fn replace_with<F: FnOnce(&mut T) -> T>(&self, f: F) -> T {
        let mut_borrow = &mut *RefCell::borrow_mut(self);
        let replacement = f(mut_borrow);
        crate::mem::replace(mut_borrow, replacement)
    }
    /// Swaps the values of two cells.
    pub fn swap(&self, other: &Self) {
        crate::mem::swap(&mut *RefCell::borrow_mut(self), &mut *RefCell::borrow_mut(other))
    }
}

impl<T: ?Sized> RefCell<T> {
    /// Borrows the value; panics if it is mutably borrowed.
    #[track_caller]
    pub fn borrow(&self) -> Ref<'_, T> {
        match self.try_borrow() {
            Ok(r) => r,
            Err(_) => panic!("already mutably borrowed: BorrowError"),
        }
    }
    /// Borrows the value, if it is not mutably borrowed.
    pub fn try_borrow(&self) -> Result<Ref<'_, T>, BorrowError> {
        let b = self.borrow.get();
        if b < 0 {
            return Err(BorrowError { _private: () });
        }
        self.borrow.set(b + 1);
        Ok(Ref { value: unsafe { &*self.value.get() }, borrow: &self.borrow })
    }
    /// Mutably borrows the value; panics if it is borrowed.
    #[track_caller]
    pub fn borrow_mut(&self) -> RefMut<'_, T> {
        match self.try_borrow_mut() {
            Ok(r) => r,
            Err(_) => panic!("already borrowed: BorrowMutError"),
        }
    }
    /// Mutably borrows the value, if it is not borrowed.
    pub fn try_borrow_mut(&self) -> Result<RefMut<'_, T>, BorrowMutError> {
        if self.borrow.get() != UNUSED {
            return Err(BorrowMutError { _private: () });
        }
        self.borrow.set(-1);
        Ok(RefMut { value: unsafe { &mut *self.value.get() }, borrow: &self.borrow, marker: PhantomData })
    }
    /// A raw pointer to the value.
    pub fn as_ptr(&self) -> *mut T {
        self.value.get()
    }
    /// A mutable reference to the value.
    pub fn get_mut(&mut self) -> &mut T {
        self.value.get_mut()
    }
}

impl<T: Default> RefCell<T> {
    /// Takes the value, leaving `Default::default()`.
    pub fn take(&self) -> T {
        self.replace(Default::default())
    }
}

unsafe impl<T: ?Sized> Send for RefCell<T> where T: Send {}
impl<T: ?Sized> !Sync for RefCell<T> {}

impl<T: Clone> Clone for RefCell<T> {
    #[track_caller]
    fn clone(&self) -> RefCell<T> {
        RefCell::new(RefCell::borrow(self).clone())
    }
}
impl<T: Default> Default for RefCell<T> {
    fn default() -> RefCell<T> {
        RefCell::new(Default::default())
    }
}
impl<T: ?Sized + PartialEq> PartialEq for RefCell<T> {
    fn eq(&self, other: &RefCell<T>) -> bool {
        *RefCell::borrow(self) == *RefCell::borrow(other)
    }
}
impl<T: ?Sized + Eq> Eq for RefCell<T> {}
impl<T> From<T> for RefCell<T> {
    fn from(t: T) -> RefCell<T> {
        RefCell::new(t)
    }
}
impl<T: CoerceUnsized<U>, U> CoerceUnsized<RefCell<U>> for RefCell<T> {}

/// A shared borrow of a `RefCell`.
pub struct Ref<'b, T: ?Sized + 'b> {
    value: &'b T,
    borrow: &'b Cell<BorrowFlag>,
}

impl<T: ?Sized> Deref for Ref<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.value
    }
}
impl<T: ?Sized> Drop for Ref<'_, T> {
    fn drop(&mut self) {
        self.borrow.set(self.borrow.get() - 1);
    }
}

impl<'b, T: ?Sized> Ref<'b, T> {
    /// Another shared borrow of the same value.
    #[must_use]
    pub fn clone(orig: &Ref<'b, T>) -> Ref<'b, T> {
        orig.borrow.set(orig.borrow.get() + 1);
        Ref { value: orig.value, borrow: orig.borrow }
    }
    /// A borrow of a part of the value.
    pub fn map<U: ?Sized, F: FnOnce(&T) -> &U>(orig: Ref<'b, T>, f: F) -> Ref<'b, U> {
        let (value, borrow) = (orig.value, orig.borrow);
        crate::mem::forget(orig);
        Ref { value: f(value), borrow }
    }
}

impl<'b, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<Ref<'b, U>> for Ref<'b, T> {}

/// A mutable borrow of a `RefCell`.
pub struct RefMut<'b, T: ?Sized + 'b> {
    value: &'b mut T,
    borrow: &'b Cell<BorrowFlag>,
    marker: PhantomData<&'b mut T>,
}

impl<T: ?Sized> Deref for RefMut<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        self.value
    }
}
impl<T: ?Sized> DerefMut for RefMut<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        self.value
    }
}
impl<T: ?Sized> Drop for RefMut<'_, T> {
    fn drop(&mut self) {
        self.borrow.set(UNUSED);
    }
}

impl<'b, T: ?Sized> RefMut<'b, T> {
    /// A mutable borrow of a part of the value.
    pub fn map<U: ?Sized, F: FnOnce(&mut T) -> &mut U>(orig: RefMut<'b, T>, f: F) -> RefMut<'b, U> {
        let borrow = orig.borrow;
        let value = unsafe { &mut *(orig.value as *mut T) };
        crate::mem::forget(orig);
        RefMut { value: f(value), borrow, marker: PhantomData }
    }
}

impl<'b, T: ?Sized + Unsize<U>, U: ?Sized> CoerceUnsized<RefMut<'b, U>> for RefMut<'b, T> {}



