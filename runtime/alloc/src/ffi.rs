//! Owned C strings: `CString`.

use core::fmt;
use core::ops::Deref;

use crate::boxed::Box;
use crate::vec::Vec;

pub use core::ffi::{c_char, c_int, c_void, CStr, FromBytesWithNulError};

/// An owned, NUL-terminated C string with no interior NUL.
pub struct CString {
    inner: Box<[u8]>,
}
impl PartialEq for CString {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl PartialOrd for CString {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Eq for CString {}
impl Ord for CString {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl core::hash::Hash for CString {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl Clone for CString {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}

/// The error of `CString::new`: an interior NUL byte.
pub struct NulError(usize, Vec<u8>);
impl Clone for NulError {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for NulError {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for NulError {}
impl core::fmt::Debug for NulError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

impl CString {
    /// A C string from bytes without NUL (one is appended).
    pub fn new<T: Into<Vec<u8>>>(t: T) -> Result<CString, NulError> { core::__rcc_unwritten!() }
    /// The bytes, without the NUL.
    pub fn as_bytes(&self) -> &[u8] { &self.inner[..self.inner.len() - 1] }
    /// The `CStr` of the string.
    pub fn as_c_str(&self) -> &CStr { &*self }
    /// The string's bytes, without the NUL.
    pub fn into_bytes(self) -> Vec<u8> { core::__rcc_unwritten!() }
    /// Transfers ownership to C.
    pub fn into_raw(self) -> *mut c_char { core::__rcc_unwritten!() }
    /// Retakes ownership of a string made by `into_raw`.
    pub unsafe fn from_raw(ptr: *mut c_char) -> CString { core::__rcc_unwritten!() }
}

impl NulError {
    /// The position of the NUL byte.
    pub fn nul_position(&self) -> usize { self.0 }
    /// The bytes given to `CString::new`.
    pub fn into_vec(self) -> Vec<u8> { self.1 }
}
impl fmt::Display for NulError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "nul byte found in provided data at position: {}", self.0)
    }
}
impl Deref for CString {
    type Target = CStr;
    fn deref(&self) -> &CStr { unsafe { CStr::from_bytes_with_nul_unchecked(&self.inner) } }
}
impl fmt::Debug for CString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
