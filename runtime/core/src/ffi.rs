//! Types for C interop: `c_void`, the C integer types (`c_int`...),
//! `CStr`, `VaList`.

use crate::fmt;
use crate::marker::PhantomData;

/// C's `void` as a pointee (`*mut c_void`).
#[repr(u8)]
pub enum c_void {
    #[doc(hidden)]
    __variant1,
    #[doc(hidden)]
    __variant2,
}

impl fmt::Debug for c_void {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("c_void").finish()
    }
}

// The C types of x86_64 Linux (LP64).
pub type c_char = i8;
pub type c_schar = i8;
pub type c_uchar = u8;
pub type c_short = i16;
pub type c_ushort = u16;
pub type c_int = i32;
pub type c_uint = u32;
pub type c_long = i64;
pub type c_ulong = u64;
pub type c_longlong = i64;
pub type c_ulonglong = u64;
pub type c_float = f32;
pub type c_double = f64;
pub type c_size_t = usize;
pub type c_ssize_t = isize;
pub type c_ptrdiff_t = isize;

/// A borrowed C string (NUL-terminated, no interior NUL).
#[repr(transparent)]
pub struct CStr {
    inner: [c_char],
}

/// The error of `CStr::from_bytes_with_nul`.
pub struct FromBytesWithNulError {
    nul_position: Option<usize>,
}
impl Clone for FromBytesWithNulError {
    fn clone(&self) -> Self { crate::__rcc_unwritten!() }
}
impl PartialEq for FromBytesWithNulError {
    fn eq(&self, other: &Self) -> bool { crate::__rcc_unwritten!() }
}
impl Eq for FromBytesWithNulError {}
impl crate::fmt::Debug for FromBytesWithNulError {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

impl fmt::Display for FromBytesWithNulError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

impl CStr {
    /// Wraps a raw C string (must be NUL-terminated and valid).
    #[must_use]
    pub unsafe fn from_ptr<'a>(ptr: *const c_char) -> &'a CStr { crate::__rcc_unwritten!() }
    /// Wraps bytes ending with the only NUL.
    pub fn from_bytes_with_nul(bytes: &[u8]) -> Result<&Self, FromBytesWithNulError> { crate::__rcc_unwritten!() }
    /// Wraps bytes ending with the only NUL, unchecked.
    #[must_use]
    pub const unsafe fn from_bytes_with_nul_unchecked(bytes: &[u8]) -> &CStr { crate::__rcc_unwritten!() }
    /// The pointer to the string.
    #[must_use]
    pub const fn as_ptr(&self) -> *const c_char {
        self.inner.as_ptr()
    }
    /// The bytes, without the NUL.
    #[must_use]
    pub fn to_bytes(&self) -> &[u8] { crate::__rcc_unwritten!() }
    /// The bytes, with the NUL.
    #[must_use]
    pub fn to_bytes_with_nul(&self) -> &[u8] { crate::__rcc_unwritten!() }
    /// The string, if UTF-8.
    pub fn to_str(&self) -> Result<&str, crate::str::Utf8Error> {
        crate::str::from_utf8(self.to_bytes())
    }
}

impl PartialEq for CStr {
    fn eq(&self, other: &CStr) -> bool {
        self.to_bytes().eq(other.to_bytes())
    }
}
impl Eq for CStr {}
impl fmt::Debug for CStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { crate::__rcc_unwritten!() }
}

/// The state of a C variadic argument list (x86_64 System V).
#[repr(C)]
#[lang = "va_list"]
pub struct VaListImpl<'f> {
    gp_offset: i32,
    fp_offset: i32,
    overflow_arg_area: *mut c_void,
    reg_save_area: *mut c_void,
    _marker: PhantomData<&'f mut &'f c_void>,
}
impl<'f> crate::fmt::Debug for VaListImpl<'f> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}

/// A C variadic argument list, as received by a `...` function.
#[repr(transparent)]
pub struct VaList<'a, 'f: 'a> {
    inner: &'a mut VaListImpl<'f>,
    _marker: PhantomData<&'a mut VaListImpl<'f>>,
}
impl<'a, 'f: 'a> crate::fmt::Debug for VaList<'a, 'f> {
    fn fmt(&self, f: &mut crate::fmt::Formatter<'_>) -> crate::fmt::Result { crate::__rcc_unwritten!() }
}
