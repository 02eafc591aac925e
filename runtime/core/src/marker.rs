//! Marker traits: the properties of types the compiler knows about
//! (`Sized`, `Copy`, `Send`, `Sync`, `Unpin`...) and `PhantomData`.

use crate::cell::UnsafeCell;
use crate::cmp;
use crate::fmt::Debug;
use crate::hash::{Hash, Hasher};

/// Types that can be sent to another thread.
#[rustc_diagnostic_item = "Send"]
pub unsafe auto trait Send {}

impl<T: ?Sized> !Send for *const T {}
impl<T: ?Sized> !Send for *mut T {}

/// Types with a size known at compile time.
#[lang = "sized"]
#[fundamental]
#[rustc_specialization_trait]
pub trait Sized {}

/// Types that can be unsized to a dynamically sized type.
#[lang = "unsize"]
pub trait Unsize<T: ?Sized> {}

/// Types whose `==` is structural (derived): usable in patterns as consts.
#[lang = "structural_peq"]
pub trait StructuralPartialEq {}

/// Types whose `Eq` is structural (derived).
#[lang = "structural_teq"]
pub trait StructuralEq {}

/// Types whose values can be duplicated by copying bits.
#[rustc_unsafe_specialization_marker]
#[rustc_diagnostic_item = "Copy"]
#[lang = "copy"]
pub trait Copy: Clone {}

/// Derive macro generating an impl of the trait `Copy`.
#[rustc_builtin_macro]
#[allow_internal_unstable(core_intrinsics, derive_clone_copy)]
pub macro Copy($item:item) {
    /* compiler built-in */
}

/// Types whose references can be shared between threads.
#[rustc_diagnostic_item = "Sync"]
#[lang = "sync"]
pub unsafe auto trait Sync {}

impl<T: ?Sized> !Sync for *const T {}
impl<T: ?Sized> !Sync for *mut T {}

/// A zero-sized marker that makes a type act as if it owned a `T`.
#[lang = "phantom_data"]
pub struct PhantomData<T: ?Sized>;

impl<T: ?Sized> Hash for PhantomData<T> {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}
impl<T: ?Sized> cmp::PartialEq for PhantomData<T> {
    fn eq(&self, _other: &PhantomData<T>) -> bool {
        true
    }
}
impl<T: ?Sized> cmp::Eq for PhantomData<T> {}
impl<T: ?Sized> cmp::PartialOrd for PhantomData<T> {
    fn partial_cmp(&self, _other: &PhantomData<T>) -> Option<cmp::Ordering> {
        Some(cmp::Ordering::Equal)
    }
}
impl<T: ?Sized> cmp::Ord for PhantomData<T> {
    fn cmp(&self, _other: &PhantomData<T>) -> cmp::Ordering {
        cmp::Ordering::Equal
    }
}
impl<T: ?Sized> Copy for PhantomData<T> {}
impl<T: ?Sized> Clone for PhantomData<T> {
    fn clone(&self) -> Self {
        Self
    }
}
impl<T: ?Sized> Default for PhantomData<T> {
    fn default() -> Self {
        Self
    }
}
impl<T: ?Sized> StructuralPartialEq for PhantomData<T> {}
impl<T: ?Sized> StructuralEq for PhantomData<T> {}

/// The type of an enum's discriminant (`mem::discriminant`).
#[lang = "discriminant_kind"]
pub trait DiscriminantKind {
    #[lang = "discriminant_type"]
    type Discriminant: Clone + Copy + Debug + Eq + PartialEq + Hash + Send + Sync + Unpin;
}

/// Types with no interior mutability (no `UnsafeCell` inline).
#[lang = "freeze"]
pub(crate) unsafe auto trait Freeze {}

impl<T: ?Sized> !Freeze for UnsafeCell<T> {}
unsafe impl<T: ?Sized> Freeze for PhantomData<T> {}
unsafe impl<T: ?Sized> Freeze for *const T {}
unsafe impl<T: ?Sized> Freeze for *mut T {}
unsafe impl<T: ?Sized> Freeze for &T {}
unsafe impl<T: ?Sized> Freeze for &mut T {}

/// Types that may be moved after being pinned.
#[lang = "unpin"]
pub auto trait Unpin {}

/// A marker that makes a type `!Unpin`.
pub struct PhantomPinned;
impl crate::fmt::Debug for PhantomPinned {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl Default for PhantomPinned {
    fn default() -> Self { Self }
}
impl Copy for PhantomPinned {}
impl Clone for PhantomPinned {
    fn clone(&self) -> Self { *self }
}
impl Eq for PhantomPinned {}
impl PartialEq for PhantomPinned {
    fn eq(&self, other: &Self) -> bool { true }
}
impl Ord for PhantomPinned {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}
impl PartialOrd for PhantomPinned {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl crate::hash::Hash for PhantomPinned {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}

impl !Unpin for PhantomPinned {}
impl<'a, T: ?Sized + 'a> Unpin for &'a T {}
impl<'a, T: ?Sized + 'a> Unpin for &'a mut T {}
impl<T: ?Sized> Unpin for *const T {}
impl<T: ?Sized> Unpin for *mut T {}

/// Types that can be dropped in a const context.
#[lang = "destruct"]
pub trait Destruct {}

unsafe impl<T: Sync + ?Sized> Send for &T {}
unsafe impl<T: Send + ?Sized> Send for &mut T {}

// `Copy` for the primitive types (tuples, arrays, closures and function
// pointers get theirs from the compiler).
mod copy_impls {
    macro_rules! impl_copy {
        ($($t:ty)*) => {$(
            impl Copy for $t {}
        )*};
    }
    impl_copy! { usize u8 u16 u32 u64 u128 isize i8 i16 i32 i64 i128 f32 f64 bool char }

    impl Copy for ! {}
    impl<T: ?Sized> Copy for *const T {}
    impl<T: ?Sized> Copy for *mut T {}
    impl<T: ?Sized> Copy for &T {}
}
