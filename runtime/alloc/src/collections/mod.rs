//! Collection types: `VecDeque`, `LinkedList`, `BTreeMap`, `BTreeSet`,
//! `BinaryHeap`. v0: the types and their common methods are declared;
//! most bodies are not written yet (`__rcc_unwritten!()`).

use core::fmt;

pub mod binary_heap;
pub mod btree_map;
pub mod btree_set;
pub mod linked_list;
pub mod vec_deque;

pub use binary_heap::BinaryHeap;
pub use btree_map::BTreeMap;
pub use btree_set::BTreeSet;
pub use linked_list::LinkedList;
pub use vec_deque::VecDeque;

/// The error type for `try_reserve` methods.
pub struct TryReserveError {
    kind: TryReserveErrorKind,
}
impl Clone for TryReserveError {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for TryReserveError {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for TryReserveError {}
impl core::fmt::Debug for TryReserveError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl TryReserveError {
    /// Details about the allocation that caused the error.
    pub fn kind(&self) -> TryReserveErrorKind { self.kind.clone() }
}
/// Details of the allocation that caused a `TryReserveError`.
pub enum TryReserveErrorKind {
    /// The computed capacity exceeded the collection's maximum.
    CapacityOverflow,
    /// The memory allocator returned an error.
    AllocError {
        layout: crate::alloc::Layout,
        #[doc(hidden)]
        non_exhaustive: (),
    },
}
impl Clone for TryReserveErrorKind {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for TryReserveErrorKind {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for TryReserveErrorKind {}
impl core::fmt::Debug for TryReserveErrorKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl fmt::Display for TryReserveError {
    fn fmt(&self, fmt: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt.write_str("memory allocation failed")
    }
}
