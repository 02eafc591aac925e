//! Platform-specific strings (`OsStr`, `OsString`) and C interop types.

use core::fmt;
use core::ops::Deref;

use crate::borrow::{Borrow, Cow, ToOwned};
use crate::string::String;
use crate::vec::Vec;

pub use alloc_crate::ffi::{CString, NulError};
pub use core::ffi::{c_char, c_int, c_void, CStr, FromBytesWithNulError, VaList, VaListImpl};

/// A borrowed platform string (bytes on Unix).
#[repr(transparent)]
pub struct OsStr {
    inner: [u8],
}

/// An owned platform string (bytes on Unix).
pub struct OsString {
    inner: Vec<u8>,
}
impl Clone for OsString {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl Default for OsString {
    fn default() -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for OsString {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for OsString {}
impl PartialOrd for OsString {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for OsString {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl core::hash::Hash for OsString {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}

impl OsStr {
    /// Wraps a string slice.
    pub fn new<S: AsRef<OsStr> + ?Sized>(s: &S) -> &OsStr { s.as_ref() }
    pub(crate) fn from_bytes(b: &[u8]) -> &OsStr { unsafe { &*(b as *const [u8] as *const OsStr) } }
    pub(crate) fn bytes(&self) -> &[u8] { &self.inner }
    /// The string, if valid Unicode.
    pub fn to_str(&self) -> Option<&str> { core::str::from_utf8(&self.inner).ok() }
    /// The string, with invalid sequences replaced.
    pub fn to_string_lossy(&self) -> Cow<'_, str> { String::from_utf8_lossy(&self.inner) }
    /// An owned copy.
    pub fn to_os_string(&self) -> OsString { OsString { inner: self.inner.to_vec() } }
    pub fn is_empty(&self) -> bool { self.inner.is_empty() }
    pub fn len(&self) -> usize { self.inner.len() }
}

impl OsString {
    /// An empty string.
    pub fn new() -> OsString { OsString { inner: Vec::new() } }
    pub(crate) fn from_vec(inner: Vec<u8>) -> OsString { OsString { inner } }
    /// The borrowed string.
    pub fn as_os_str(&self) -> &OsStr { self }
    /// The string, if valid Unicode.
    pub fn into_string(self) -> Result<String, OsString> {
        String::from_utf8(self.inner).map_err(|e| OsString { inner: e.into_bytes() })
    }
    /// Appends a string.
    pub fn push<T: AsRef<OsStr>>(&mut self, s: T) { self.inner.extend_from_slice(&s.as_ref().inner) }
}

impl Deref for OsString {
    type Target = OsStr;
    fn deref(&self) -> &OsStr { OsStr::from_bytes(&self.inner) }
}
impl AsRef<OsStr> for OsStr {
    fn as_ref(&self) -> &OsStr { self }
}
impl AsRef<OsStr> for OsString {
    fn as_ref(&self) -> &OsStr { self }
}
impl AsRef<OsStr> for str {
    fn as_ref(&self) -> &OsStr { OsStr::from_bytes(self.as_bytes()) }
}
impl AsRef<OsStr> for String {
    fn as_ref(&self) -> &OsStr { (&**self).as_ref() }
}
impl From<String> for OsString {
    fn from(s: String) -> OsString { OsString { inner: s.into_bytes() } }
}
impl<T: ?Sized + AsRef<OsStr>> From<&T> for OsString {
    fn from(s: &T) -> OsString { s.as_ref().to_os_string() }
}
impl Borrow<OsStr> for OsString {
    fn borrow(&self) -> &OsStr { self }
}
impl ToOwned for OsStr {
    type Owned = OsString;
    fn to_owned(&self) -> OsString { self.to_os_string() }
}
impl PartialEq for OsStr {
    fn eq(&self, other: &OsStr) -> bool { self.inner == other.inner }
}
impl PartialEq<str> for OsStr {
    fn eq(&self, other: &str) -> bool { &self.inner == other.as_bytes() }
}
impl PartialEq<str> for OsString {
    fn eq(&self, other: &str) -> bool { &self[..] == other }
}
impl Eq for OsStr {}
impl PartialOrd for OsStr {
    fn partial_cmp(&self, other: &OsStr) -> Option<core::cmp::Ordering> { self.inner.partial_cmp(&other.inner) }
}
impl Ord for OsStr {
    fn cmp(&self, other: &OsStr) -> core::cmp::Ordering { self.inner.cmp(&other.inner) }
}
impl core::hash::Hash for OsStr {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { self.inner.hash(state) }
}
impl fmt::Debug for OsStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&*self.to_string_lossy(), f) }
}
impl fmt::Debug for OsString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl core::ops::Index<core::ops::RangeFull> for OsString {
    type Output = OsStr;
    fn index(&self, _index: core::ops::RangeFull) -> &OsStr { self }
}
