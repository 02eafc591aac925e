//! Dynamic typing: `Any`, `TypeId`, `type_name`.

use crate::fmt;
use crate::intrinsics;

/// A type whose values can be inspected and downcast at run time.
#[rustc_diagnostic_item = "Any"]
pub trait Any: 'static {
    /// Gets the `TypeId` of `self`.
    fn type_id(&self) -> TypeId;
}

impl<T: 'static + ?Sized> Any for T {
    fn type_id(&self) -> TypeId {
        TypeId::of::<T>()
    }
}

impl fmt::Debug for dyn Any {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Any { .. }")
    }
}
impl fmt::Debug for dyn Any + Send {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Any { .. }")
    }
}
impl fmt::Debug for dyn Any + Send + Sync {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Any { .. }")
    }
}

// Downcasting, for each of the three object types.
macro_rules! downcast_impl {
    ($($Obj:ty),*) => {$(
        impl $Obj {
            /// Whether the inner type is `T`.
            pub fn is<T: Any>(&self) -> bool {
                TypeId::of::<T>() == self.type_id()
            }
            /// A reference to the inner value if it is a `T`.
            pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
                if self.is::<T>() { unsafe { Some(&*(self as *const Self as *const T)) } } else { None }
            }
            /// A mutable reference to the inner value if it is a `T`.
            pub fn downcast_mut<T: Any>(&mut self) -> Option<&mut T> {
                if self.is::<T>() { unsafe { Some(&mut *(self as *mut Self as *mut T)) } } else { None }
            }
        }
    )*};
}
downcast_impl!(dyn Any, dyn Any + Send, dyn Any + Send + Sync);

/// A globally unique identifier of a type.
pub struct TypeId {
    t: u64,
}
impl Clone for TypeId {
    fn clone(&self) -> Self { *self }
}
impl Copy for TypeId {}
impl crate::fmt::Debug for TypeId {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
impl crate::hash::Hash for TypeId {
    fn hash<H: crate::hash::Hasher>(&self, state: &mut H) { crate::__rcc_unwritten!() }
}
impl Eq for TypeId {}
impl PartialOrd for TypeId {
    fn partial_cmp(&self, other: &Self) -> Option<crate::cmp::Ordering> { crate::__rcc_unwritten!() }
}
impl Ord for TypeId {
    fn cmp(&self, other: &Self) -> crate::cmp::Ordering { crate::__rcc_unwritten!() }
}

impl PartialEq for TypeId {
    fn eq(&self, other: &TypeId) -> bool {
        self.t == other.t
    }
}

impl TypeId {
    /// The `TypeId` of the type `T`.
    #[must_use]
    pub const fn of<T: ?Sized + 'static>() -> TypeId {
        TypeId { t: intrinsics::type_id::<T>() }
    }
}

/// The name of a type, as a string slice.
#[must_use]
pub const fn type_name<T: ?Sized>() -> &'static str {
    intrinsics::type_name::<T>()
}

/// The name of the type of the pointed-to value.
#[must_use]
pub const fn type_name_of_val<T: ?Sized>(_val: &T) -> &'static str {
    type_name::<T>()
}
