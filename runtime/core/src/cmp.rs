//! Comparison: `==` (`PartialEq`, `Eq`), `<` (`PartialOrd`, `Ord`),
//! `Ordering`, and `min`/`max`.

use self::Ordering::*;

/// `==` and `!=`.
#[lang = "eq"]
#[doc(alias = "==")]
#[doc(alias = "!=")]
#[rustc_diagnostic_item = "PartialEq"]
pub trait PartialEq<Rhs: ?Sized = Self> {
    /// Tests for `self` and `other` values to be equal.
    #[must_use]
    fn eq(&self, other: &Rhs) -> bool;
    /// Tests for `!=`.
    #[must_use]
    fn ne(&self, other: &Rhs) -> bool {
        !self.eq(other)
    }
}

/// Derive macro generating an impl of the trait `PartialEq`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics, structural_match)]
pub macro PartialEq($item:item) {
    /* compiler built-in */
}

/// Equality that is an equivalence relation.
#[doc(alias = "==")]
#[doc(alias = "!=")]
#[rustc_diagnostic_item = "Eq"]
pub trait Eq: PartialEq<Self> {
    // What `#[derive(Eq)]` fills in to check that fields are `Eq`.
    #[doc(hidden)]
    #[no_coverage]
    fn assert_receiver_is_total_eq(&self) {}
}

/// Derive macro generating an impl of the trait `Eq`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics, derive_eq, structural_match, no_coverage)]
pub macro Eq($item:item) {
    /* compiler built-in */
}

// What `#[derive(Eq)]` names to check that fields are Eq.
#[doc(hidden)]
#[allow(missing_debug_implementations)]
pub struct AssertParamIsEq<T: Eq + ?Sized> {
    _field: crate::marker::PhantomData<T>,
}

/// The result of a comparison.
#[repr(i8)]
pub enum Ordering {
    /// The compared value is less than another.
    Less = -1,
    /// The compared value is equal to another.
    Equal = 0,
    /// The compared value is greater than another.
    Greater = 1,
}
impl Clone for Ordering {
    fn clone(&self) -> Self { *self }
}
impl Copy for Ordering {}
impl PartialEq for Ordering {
    fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
}
impl crate::fmt::Debug for Ordering {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        let name = match *self {
            Less => "Less",
            Equal => "Equal",
            Greater => "Greater",
        };
        f.write_str(name)
    }
}
impl crate::hash::Hash for Ordering {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        state.write_i8(*self as i8)
    }
}

impl Ordering {
    /// Whether the ordering is `Equal`.
    pub const fn is_eq(self) -> bool {
        matches!(self, Equal)
    }
    /// Whether the ordering is not `Equal`.
    pub const fn is_ne(self) -> bool {
        !matches!(self, Equal)
    }
    /// Whether the ordering is `Less`.
    pub const fn is_lt(self) -> bool {
        matches!(self, Less)
    }
    /// Whether the ordering is `Greater`.
    pub const fn is_gt(self) -> bool {
        matches!(self, Greater)
    }
    /// Whether the ordering is `Less` or `Equal`.
    pub const fn is_le(self) -> bool {
        !matches!(self, Greater)
    }
    /// Whether the ordering is `Greater` or `Equal`.
    pub const fn is_ge(self) -> bool {
        !matches!(self, Less)
    }
    /// Reverses the ordering.
    pub const fn reverse(self) -> Ordering {
        match self {
            Less => Greater,
            Equal => Equal,
            Greater => Less,
        }
    }
    /// Chains two orderings: `self` unless it is `Equal`.
    pub const fn then(self, other: Ordering) -> Ordering {
        match self {
            Equal => other,
            _ => self,
        }
    }
    /// Chains the ordering with the result of `f` when `Equal`.
    pub fn then_with<F: FnOnce() -> Ordering>(self, f: F) -> Ordering {
        match self {
            Equal => f(),
            _ => self,
        }
    }
}

impl Eq for Ordering {}
impl Ord for Ordering {
    fn cmp(&self, other: &Ordering) -> Ordering {
        (*self as i8).cmp(&(*other as i8))
    }
}
impl PartialOrd for Ordering {
    fn partial_cmp(&self, other: &Ordering) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Reverses the ordering of the wrapped value.
#[repr(transparent)]
pub struct Reverse<T>(pub T);
impl<T: PartialEq> PartialEq for Reverse<T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<T: Eq> Eq for Reverse<T> {}
impl<T: crate::fmt::Debug> crate::fmt::Debug for Reverse<T> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result {
        f.debug_tuple("Reverse").field(&self.0).finish()
    }
}
impl<T: Copy> Copy for Reverse<T> {}
impl<T: Clone> Clone for Reverse<T> {
    fn clone(&self) -> Self {
        Reverse(self.0.clone())
    }
}
impl<T: Default> Default for Reverse<T> {
    fn default() -> Self {
        Reverse(T::default())
    }
}
impl<T: crate::hash::Hash> crate::hash::Hash for Reverse<T> {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
}

impl<T: PartialOrd> PartialOrd for Reverse<T> {
    fn partial_cmp(&self, other: &Reverse<T>) -> Option<Ordering> {
        other.0.partial_cmp(&self.0)
    }
}
impl<T: Ord> Ord for Reverse<T> {
    fn cmp(&self, other: &Reverse<T>) -> Ordering {
        other.0.cmp(&self.0)
    }
}

/// A total order.
#[doc(alias = "<")]
#[doc(alias = ">")]
#[doc(alias = "<=")]
#[doc(alias = ">=")]
#[rustc_diagnostic_item = "Ord"]
pub trait Ord: Eq + PartialOrd<Self> {
    /// Returns an `Ordering` between `self` and `other`.
    #[must_use]
    fn cmp(&self, other: &Self) -> Ordering;
    /// The greater of two values (the second if equal).
    #[must_use]
    fn max(self, other: Self) -> Self
    where
        Self: Sized,
    {
        max_by(self, other, Ord::cmp)
    }
    /// The lesser of two values (the first if equal).
    #[must_use]
    fn min(self, other: Self) -> Self
    where
        Self: Sized,
    {
        min_by(self, other, Ord::cmp)
    }
    /// Restricts a value to an interval.
    #[must_use]
    fn clamp(self, min: Self, max: Self) -> Self
    where
        Self: Sized,
    {
        assert!(min <= max);
        if self < min {
            min
        } else if self > max {
            max
        } else {
            self
        }
    }
}

/// Derive macro generating an impl of the trait `Ord`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics)]
pub macro Ord($item:item) {
    /* compiler built-in */
}

/// `<`, `<=`, `>`, `>=`, for orders that may be partial.
#[lang = "partial_ord"]
#[doc(alias = ">")]
#[doc(alias = "<")]
#[doc(alias = "<=")]
#[doc(alias = ">=")]
#[rustc_diagnostic_item = "PartialOrd"]
pub trait PartialOrd<Rhs: ?Sized = Self>: PartialEq<Rhs> {
    /// Returns an ordering between `self` and `other`, if one exists.
    #[must_use]
    fn partial_cmp(&self, other: &Rhs) -> Option<Ordering>;
    /// `<`
    #[must_use]
    fn lt(&self, other: &Rhs) -> bool {
        matches!(self.partial_cmp(other), Some(Less))
    }
    /// `<=`
    #[must_use]
    fn le(&self, other: &Rhs) -> bool {
        matches!(self.partial_cmp(other), Some(Less | Equal))
    }
    /// `>`
    #[must_use]
    fn gt(&self, other: &Rhs) -> bool {
        matches!(self.partial_cmp(other), Some(Greater))
    }
    /// `>=`
    #[must_use]
    fn ge(&self, other: &Rhs) -> bool {
        matches!(self.partial_cmp(other), Some(Greater | Equal))
    }
}

/// Derive macro generating an impl of the trait `PartialOrd`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics)]
pub macro PartialOrd($item:item) {
    /* compiler built-in */
}

/// The lesser of two values (the first if equal).
#[must_use]
#[rustc_diagnostic_item = "cmp_min"]
pub fn min<T: Ord>(v1: T, v2: T) -> T {
    v1.min(v2)
}

/// The lesser of two values by a comparison function.
#[must_use]
pub fn min_by<T, F: FnOnce(&T, &T) -> Ordering>(v1: T, v2: T, compare: F) -> T {
    match compare(&v1, &v2) {
        Greater => v2,
        _ => v1,
    }
}

/// The lesser of two values by a key.
#[must_use]
pub fn min_by_key<T, F: FnMut(&T) -> K, K: Ord>(v1: T, v2: T, mut f: F) -> T {
    let k1 = f(&v1);
    let k2 = f(&v2);
    match k1.cmp(&k2) {
        Greater => v2,
        _ => v1,
    }
}

/// The greater of two values (the second if equal).
#[must_use]
#[rustc_diagnostic_item = "cmp_max"]
pub fn max<T: Ord>(v1: T, v2: T) -> T {
    v1.max(v2)
}

/// The greater of two values by a comparison function.
#[must_use]
pub fn max_by<T, F: FnOnce(&T, &T) -> Ordering>(v1: T, v2: T, compare: F) -> T {
    match compare(&v1, &v2) {
        Greater => v1,
        _ => v2,
    }
}

/// The greater of two values by a key.
#[must_use]
pub fn max_by_key<T, F: FnMut(&T) -> K, K: Ord>(v1: T, v2: T, mut f: F) -> T {
    let k1 = f(&v1);
    let k2 = f(&v2);
    match k1.cmp(&k2) {
        Greater => v1,
        _ => v2,
    }
}

// The comparison impls for the primitive types: the operators in the
// bodies are the compiler's own on primitive operands.
mod impls {
    use crate::cmp::Ordering::{self, Equal, Greater, Less};

    macro_rules! partial_eq_impl {
        ($($t:ty)*) => {$(
            impl PartialEq for $t {
                fn eq(&self, other: &$t) -> bool { (*self) == (*other) }
                fn ne(&self, other: &$t) -> bool { (*self) != (*other) }
            }
        )*};
    }
    partial_eq_impl! { bool char usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 f32 f64 }

    impl PartialEq for () {
        fn eq(&self, _other: &()) -> bool {
            true
        }
    }
    impl PartialEq for ! {
        fn eq(&self, _: &!) -> bool {
            *self
        }
    }

    macro_rules! eq_impl {
        ($($t:ty)*) => {$(
            impl Eq for $t {}
        )*};
    }
    eq_impl! { () bool char usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 }
    impl Eq for ! {}

    // Floats: NaN is unordered.
    macro_rules! partial_ord_impl_float {
        ($($t:ty)*) => {$(
            impl PartialOrd for $t {
                fn partial_cmp(&self, other: &$t) -> Option<Ordering> {
                    if (*self) < (*other) {
                        Some(Less)
                    } else if (*self) > (*other) {
                        Some(Greater)
                    } else if (*self) == (*other) {
                        Some(Equal)
                    } else {
                        None
                    }
                }
                fn lt(&self, other: &$t) -> bool { (*self) < (*other) }
                fn le(&self, other: &$t) -> bool { (*self) <= (*other) }
                fn ge(&self, other: &$t) -> bool { (*self) >= (*other) }
                fn gt(&self, other: &$t) -> bool { (*self) > (*other) }
            }
        )*};
    }
    partial_ord_impl_float! { f32 f64 }

    macro_rules! ord_impl {
        ($($t:ty)*) => {$(
            impl PartialOrd for $t {
                fn partial_cmp(&self, other: &$t) -> Option<Ordering> {
                    Some(self.cmp(other))
                }
                fn lt(&self, other: &$t) -> bool { (*self) < (*other) }
                fn le(&self, other: &$t) -> bool { (*self) <= (*other) }
                fn ge(&self, other: &$t) -> bool { (*self) >= (*other) }
                fn gt(&self, other: &$t) -> bool { (*self) > (*other) }
            }
            impl Ord for $t {
                fn cmp(&self, other: &$t) -> Ordering {
                    if (*self) < (*other) {
                        Less
                    } else if (*self) == (*other) {
                        Equal
                    } else {
                        Greater
                    }
                }
            }
        )*};
    }
    ord_impl! { char usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 }

    impl PartialOrd for () {
        fn partial_cmp(&self, _: &()) -> Option<Ordering> {
            Some(Equal)
        }
    }
    impl Ord for () {
        fn cmp(&self, _other: &()) -> Ordering {
            Equal
        }
    }
    impl PartialOrd for bool {
        fn partial_cmp(&self, other: &bool) -> Option<Ordering> {
            Some(self.cmp(other))
        }
    }
    impl Ord for bool {
        fn cmp(&self, other: &bool) -> Ordering {
            match (*self, *other) {
                (false, true) => Less,
                (true, false) => Greater,
                _ => Equal,
            }
        }
    }
    impl PartialOrd for ! {
        fn partial_cmp(&self, _: &!) -> Option<Ordering> {
            *self
        }
    }
    impl Ord for ! {
        fn cmp(&self, _: &!) -> Ordering {
            *self
        }
    }

    // References compare what they point to.
    impl<A: ?Sized, B: ?Sized> PartialEq<&B> for &A
    where
        A: PartialEq<B>,
    {
        fn eq(&self, other: &&B) -> bool {
            PartialEq::eq(*self, *other)
        }
        fn ne(&self, other: &&B) -> bool {
            PartialEq::ne(*self, *other)
        }
    }
    impl<A: ?Sized, B: ?Sized> PartialOrd<&B> for &A
    where
        A: PartialOrd<B>,
    {
        fn partial_cmp(&self, other: &&B) -> Option<Ordering> {
            PartialOrd::partial_cmp(*self, *other)
        }
    }
    impl<A: ?Sized> Ord for &A
    where
        A: Ord,
    {
        fn cmp(&self, other: &Self) -> Ordering {
            Ord::cmp(*self, *other)
        }
    }
    impl<A: ?Sized> Eq for &A where A: Eq {}
    impl<A: ?Sized, B: ?Sized> PartialEq<&mut B> for &mut A
    where
        A: PartialEq<B>,
    {
        fn eq(&self, other: &&mut B) -> bool {
            PartialEq::eq(*self, *other)
        }
    }
    impl<A: ?Sized, B: ?Sized> PartialOrd<&mut B> for &mut A
    where
        A: PartialOrd<B>,
    {
        fn partial_cmp(&self, other: &&mut B) -> Option<Ordering> {
            PartialOrd::partial_cmp(*self, *other)
        }
    }
    impl<A: ?Sized> Ord for &mut A
    where
        A: Ord,
    {
        fn cmp(&self, other: &Self) -> Ordering {
            Ord::cmp(*self, *other)
        }
    }
    impl<A: ?Sized> Eq for &mut A where A: Eq {}
    impl<A: ?Sized, B: ?Sized> PartialEq<&mut B> for &A
    where
        A: PartialEq<B>,
    {
        fn eq(&self, other: &&mut B) -> bool {
            PartialEq::eq(*self, *other)
        }
    }
    impl<A: ?Sized, B: ?Sized> PartialEq<&B> for &mut A
    where
        A: PartialEq<B>,
    {
        fn eq(&self, other: &&B) -> bool {
            PartialEq::eq(*self, *other)
        }
    }
}
