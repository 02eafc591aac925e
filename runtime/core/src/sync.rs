//! Synchronization primitives: `atomic`.

/// Atomic types. v0: every operation is sequentially consistent whatever
/// ordering is asked for (stronger than asked, so still correct).
pub mod atomic {
    use crate::cell::UnsafeCell;
    use crate::fmt;
    use crate::intrinsics;

    /// Memory orderings of atomic operations.
    #[non_exhaustive]
    #[rustc_diagnostic_item = "Ordering"]
    pub enum Ordering {
        /// No ordering constraints, only atomic operations.
        Relaxed,
        /// Stores release.
        Release,
        /// Loads acquire.
        Acquire,
        /// Both acquire and release.
        AcqRel,
        /// Acquire, release, and a single total order.
        SeqCst,
    }
    impl Copy for Ordering {}
    impl Clone for Ordering {
        fn clone(&self) -> Self { *self }
    }
    impl crate::fmt::Debug for Ordering {
        fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
    }
    impl Eq for Ordering {}
    impl PartialEq for Ordering {
        fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
    }
    impl crate::hash::Hash for Ordering {
        fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
    }

    /// A memory fence.
    pub fn fence(order: Ordering) {
        let _ = order;
        unsafe { intrinsics::atomic_fence() }
    }

    /// A compiler-only memory fence.
    pub fn compiler_fence(order: Ordering) {
        let _ = order;
        unsafe { intrinsics::atomic_singlethreadfence() }
    }

    /// Signals a busy-wait loop (deprecated).
    #[stable(feature = "rust1", since = "1.0.0")]
    #[deprecated(since = "1.51.0", note = "use hint::spin_loop instead")]
    pub fn spin_loop_hint() {
        crate::hint::spin_loop()
    }

    /// A boolean that can be shared between threads.
    #[repr(C, align(1))]
    pub struct AtomicBool {
        v: UnsafeCell<u8>,
    }

    unsafe impl Sync for AtomicBool {}
    impl crate::panic::RefUnwindSafe for AtomicBool {}

    impl Default for AtomicBool {
        fn default() -> Self {
            Self::new(false)
        }
    }
    impl From<bool> for AtomicBool {
        fn from(b: bool) -> Self {
            Self::new(b)
        }
    }
    impl fmt::Debug for AtomicBool {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
    }

    impl AtomicBool {
        /// A new atomic boolean.
        #[must_use]
        pub const fn new(v: bool) -> AtomicBool {
            AtomicBool { v: UnsafeCell::new(v as u8) }
        }
        /// The value, through a mutable reference.
        pub fn get_mut(&mut self) -> &mut bool {
            unsafe { &mut *(self.v.get() as *mut bool) }
        }
        /// Unwraps the value.
        pub const fn into_inner(self) -> bool {
            self.v.into_inner() != 0
        }
        /// Loads the value.
        pub fn load(&self, _order: Ordering) -> bool {
            unsafe { *self.v.get() != 0 }
        }
        /// Stores a value.
        pub fn store(&self, val: bool, _order: Ordering) {
            unsafe { *self.v.get() = val as u8 }
        }
        /// Stores a value, returning the old one.
        pub fn swap(&self, val: bool, _order: Ordering) -> bool {
            let old = self.load(Ordering::SeqCst);
            self.store(val, Ordering::SeqCst);
            old
        }
        /// Stores `new` if the value is `current`.
        pub fn compare_exchange(&self, current: bool, new: bool, _success: Ordering, _failure: Ordering) -> Result<bool, bool> {
            let old = self.load(Ordering::SeqCst);
            if old == current {
                self.store(new, Ordering::SeqCst);
                Ok(old)
            } else {
                Err(old)
            }
        }
        /// Like `compare_exchange`, but may fail spuriously.
        pub fn compare_exchange_weak(&self, current: bool, new: bool, success: Ordering, failure: Ordering) -> Result<bool, bool> {
            self.compare_exchange(current, new, success, failure)
        }
        /// Logical and, returning the old value.
        pub fn fetch_and(&self, val: bool, _order: Ordering) -> bool {
            let old = self.load(Ordering::SeqCst);
            self.store(old & val, Ordering::SeqCst);
            old
        }
        /// Logical or, returning the old value.
        pub fn fetch_or(&self, val: bool, _order: Ordering) -> bool {
            let old = self.load(Ordering::SeqCst);
            self.store(old | val, Ordering::SeqCst);
            old
        }
        /// Logical xor, returning the old value.
        pub fn fetch_xor(&self, val: bool, _order: Ordering) -> bool {
            let old = self.load(Ordering::SeqCst);
            self.store(old ^ val, Ordering::SeqCst);
            old
        }
    }

    /// A raw pointer that can be shared between threads.
    #[repr(C, align(8))]
    pub struct AtomicPtr<T> {
        p: UnsafeCell<*mut T>,
    }

    unsafe impl<T> Send for AtomicPtr<T> {}
    unsafe impl<T> Sync for AtomicPtr<T> {}
    impl<T> crate::panic::RefUnwindSafe for AtomicPtr<T> {}

    impl<T> Default for AtomicPtr<T> {
        fn default() -> AtomicPtr<T> {
            AtomicPtr::new(crate::ptr::null_mut())
        }
    }
    impl<T> fmt::Debug for AtomicPtr<T> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
    }

    impl<T> AtomicPtr<T> {
        /// A new atomic pointer.
        pub const fn new(p: *mut T) -> AtomicPtr<T> {
            AtomicPtr { p: UnsafeCell::new(p) }
        }
        /// The value, through a mutable reference.
        pub fn get_mut(&mut self) -> &mut *mut T {
            self.p.get_mut()
        }
        /// Unwraps the value.
        pub const fn into_inner(self) -> *mut T {
            self.p.into_inner()
        }
        /// Loads the pointer.
        pub fn load(&self, _order: Ordering) -> *mut T {
            unsafe { *self.p.get() }
        }
        /// Stores a pointer.
        pub fn store(&self, ptr: *mut T, _order: Ordering) {
            unsafe { *self.p.get() = ptr }
        }
        /// Stores a pointer, returning the old one.
        pub fn swap(&self, ptr: *mut T, _order: Ordering) -> *mut T {
            let old = self.load(Ordering::SeqCst);
            self.store(ptr, Ordering::SeqCst);
            old
        }
        /// Stores `new` if the pointer is `current`.
        pub fn compare_exchange(&self, current: *mut T, new: *mut T, _success: Ordering, _failure: Ordering) -> Result<*mut T, *mut T> {
            let old = self.load(Ordering::SeqCst);
            if old == current {
                self.store(new, Ordering::SeqCst);
                Ok(old)
            } else {
                Err(old)
            }
        }
        /// Like `compare_exchange`, but may fail spuriously.
        pub fn compare_exchange_weak(&self, current: *mut T, new: *mut T, success: Ordering, failure: Ordering) -> Result<*mut T, *mut T> {
            self.compare_exchange(current, new, success, failure)
        }
    }

    // v0: rcc's runtime has no threads yet (std::thread::spawn is not
    // written), so these operations are plain loads and stores through
    // the cell, which is exactly their meaning in a single-threaded
    // program. They must become real atomic instructions when threads come.
    macro_rules! atomic_int {
        ($($Atomic:ident $int:ident $align:literal;)*) => {$(
            /// An integer that can be shared between threads.
            #[repr(C, align($align))]
            pub struct $Atomic {
                v: UnsafeCell<$int>,
            }

            unsafe impl Sync for $Atomic {}
            impl crate::panic::RefUnwindSafe for $Atomic {}

            impl Default for $Atomic {
                fn default() -> Self {
                    Self::new(Default::default())
                }
            }
            impl From<$int> for $Atomic {
                fn from(v: $int) -> Self {
                    Self::new(v)
                }
            }
            impl fmt::Debug for $Atomic {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
            }

            impl $Atomic {
                /// A new atomic integer.
                #[must_use]
                pub const fn new(v: $int) -> Self {
                    Self { v: UnsafeCell::new(v) }
                }
                /// Unwraps the value.
                pub const fn into_inner(self) -> $int {
                    self.v.into_inner()
                }
                /// Loads the value.
                pub fn load(&self, _order: Ordering) -> $int {
                    unsafe { *self.v.get() }
                }
                /// Stores a value.
                pub fn store(&self, val: $int, _order: Ordering) {
                    unsafe { *self.v.get() = val }
                }
                /// Stores a value, returning the old one.
                pub fn swap(&self, val: $int, _order: Ordering) -> $int {
                    let old = self.load(Ordering::SeqCst);
                    self.store(val, Ordering::SeqCst);
                    old
                }
                /// Stores `new` if the value is `current`.
                pub fn compare_exchange(&self, current: $int, new: $int, _success: Ordering, _failure: Ordering) -> Result<$int, $int> {
                    let old = self.load(Ordering::SeqCst);
                    if old == current {
                        self.store(new, Ordering::SeqCst);
                        Ok(old)
                    } else {
                        Err(old)
                    }
                }
                /// Adds (wrapping), returning the old value.
                pub fn fetch_add(&self, val: $int, _order: Ordering) -> $int {
                    let old = self.load(Ordering::SeqCst);
                    self.store(old.wrapping_add(val), Ordering::SeqCst);
                    old
                }
                /// Subtracts (wrapping), returning the old value.
                pub fn fetch_sub(&self, val: $int, _order: Ordering) -> $int {
                    let old = self.load(Ordering::SeqCst);
                    self.store(old.wrapping_sub(val), Ordering::SeqCst);
                    old
                }
            }
        )*};
    }
    atomic_int! {
        AtomicI8 i8 1; AtomicU8 u8 1; AtomicI16 i16 2; AtomicU16 u16 2;
        AtomicI32 i32 4; AtomicU32 u32 4; AtomicI64 i64 8; AtomicU64 u64 8;
        AtomicIsize isize 8; AtomicUsize usize 8;
    }

    /// An `AtomicUsize` initialised to zero (deprecated).
    #[stable(feature = "rust1", since = "1.0.0")]
    #[deprecated(since = "1.34.0", note = "the `new` function is now preferred")]
    pub const ATOMIC_USIZE_INIT: AtomicUsize = AtomicUsize::new(0);
    /// An `AtomicIsize` initialised to zero (deprecated).
    #[stable(feature = "rust1", since = "1.0.0")]
    #[deprecated(since = "1.34.0", note = "the `new` function is now preferred")]
    pub const ATOMIC_ISIZE_INIT: AtomicIsize = AtomicIsize::new(0);
    /// An `AtomicBool` initialised to false (deprecated).
    #[stable(feature = "rust1", since = "1.0.0")]
    #[deprecated(since = "1.34.0", note = "the `new` function is now preferred")]
    pub const ATOMIC_BOOL_INIT: AtomicBool = AtomicBool::new(false);
}
