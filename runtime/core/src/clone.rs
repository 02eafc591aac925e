//! `Clone`: explicit duplication of values.

/// Types whose values can be duplicated with `.clone()`.
#[lang = "clone"]
#[rustc_diagnostic_item = "Clone"]
#[rustc_trivial_field_reads]
pub trait Clone: Sized {
    /// Returns a copy of the value.
    #[must_use = "cloning is often expensive and is not expected to have side effects"]
    fn clone(&self) -> Self;
    /// Performs copy-assignment from `source`.
    fn clone_from(&mut self, source: &Self) {
        *self = source.clone()
    }
}

/// Derive macro generating an impl of the trait `Clone`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics, derive_clone_copy)]
pub macro Clone($item:item) {
    /* compiler built-in */
}

// What `#[derive(Clone)]` names to check that fields are Clone / Copy.
#[doc(hidden)]
#[allow(missing_debug_implementations)]
pub struct AssertParamIsClone<T: Clone + ?Sized> {
    _field: crate::marker::PhantomData<T>,
}
#[doc(hidden)]
#[allow(missing_debug_implementations)]
pub struct AssertParamIsCopy<T: Copy + ?Sized> {
    _field: crate::marker::PhantomData<T>,
}

// `Clone` for the primitive types (tuples, arrays, closures and function
// pointers get theirs from the compiler).
mod impls {
    macro_rules! impl_clone {
        ($($t:ty)*) => {$(
            impl Clone for $t {
                fn clone(&self) -> Self {
                    *self
                }
            }
        )*};
    }
    impl_clone! { usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 f32 f64 bool char }

    impl Clone for ! {
        fn clone(&self) -> Self {
            *self
        }
    }
    impl<T: ?Sized> Clone for *const T {
        fn clone(&self) -> Self {
            *self
        }
    }
    impl<T: ?Sized> Clone for *mut T {
        fn clone(&self) -> Self {
            *self
        }
    }
    impl<T: ?Sized> Clone for &T {
        #[rustc_diagnostic_item = "noop_method_clone"]
        fn clone(&self) -> Self {
            *self
        }
    }
    impl<T: ?Sized> !Clone for &mut T {}
}
