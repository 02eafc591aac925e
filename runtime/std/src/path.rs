//! Cross-platform path manipulation: `Path`, `PathBuf` (Unix paths).

use core::fmt;
use core::ops::Deref;

use crate::borrow::{Borrow, Cow, ToOwned};
use crate::ffi::{OsStr, OsString};
use crate::string::String;

/// The separator of path components.
pub const MAIN_SEPARATOR: char = '/';

/// Whether the char is a path separator.
pub fn is_separator(c: char) -> bool { c == '/' }

/// A slice of a path.
#[repr(transparent)]
pub struct Path {
    inner: OsStr,
}

/// An owned, mutable path.
pub struct PathBuf {
    inner: OsString,
}
impl Clone for PathBuf {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl Default for PathBuf {
    fn default() -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for PathBuf {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for PathBuf {}
impl PartialOrd for PathBuf {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl Ord for PathBuf {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl core::hash::Hash for PathBuf {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}

/// The error of `Path::strip_prefix`.
pub struct StripPrefixError(());
impl core::fmt::Debug for StripPrefixError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Clone for StripPrefixError {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for StripPrefixError {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for StripPrefixError {}

/// A component of a path.
pub enum Component<'a> {
    Prefix(PrefixComponent<'a>),
    RootDir,
    CurDir,
    ParentDir,
    Normal(&'a OsStr),
}
impl<'a> Copy for Component<'a> {}
impl<'a> Clone for Component<'a> {
    fn clone(&self) -> Self { *self }
}
impl<'a> PartialEq for Component<'a> {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl<'a> Eq for Component<'a> {}
impl<'a> PartialOrd for Component<'a> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl<'a> Ord for Component<'a> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl<'a> core::hash::Hash for Component<'a> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl<'a> core::fmt::Debug for Component<'a> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// A Windows path prefix (never produced on Unix).
pub struct PrefixComponent<'a> {
    raw: &'a [u8],
}
impl<'a> Copy for PrefixComponent<'a> {}
impl<'a> Clone for PrefixComponent<'a> {
    fn clone(&self) -> Self { *self }
}
impl<'a> PartialEq for PrefixComponent<'a> {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl<'a> Eq for PrefixComponent<'a> {}
impl<'a> PartialOrd for PrefixComponent<'a> {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}
impl<'a> Ord for PrefixComponent<'a> {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl<'a> core::hash::Hash for PrefixComponent<'a> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl<'a> core::fmt::Debug for PrefixComponent<'a> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// An iterator over the components of a path.
pub struct Components<'a> {
    path: &'a [u8],
}
impl<'a> Iterator for Components<'a> {
    type Item = Component<'a>;
    fn next(&mut self) -> Option<Component<'a>> { core::__rcc_unwritten!() }
}

/// An object for printing a path with `{}`.
pub struct Display<'a> {
    path: &'a Path,
}
impl fmt::Display for Display<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Display::fmt(&*self.path.inner.to_string_lossy(), f) }
}
impl fmt::Debug for Display<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&self.path, f) }
}

impl Path {
    /// Wraps a string slice as a path.
    pub fn new<S: AsRef<OsStr> + ?Sized>(s: &S) -> &Path { unsafe { &*(s.as_ref() as *const OsStr as *const Path) } }
    pub fn as_os_str(&self) -> &OsStr { &self.inner }
    pub fn to_str(&self) -> Option<&str> { self.inner.to_str() }
    pub fn to_string_lossy(&self) -> Cow<'_, str> { self.inner.to_string_lossy() }
    pub fn to_path_buf(&self) -> PathBuf { PathBuf { inner: self.inner.to_os_string() } }
    pub fn is_absolute(&self) -> bool { self.inner.bytes().first() == Some(&b'/') }
    pub fn is_relative(&self) -> bool { !self.is_absolute() }
    pub fn has_root(&self) -> bool { self.is_absolute() }
    pub fn parent(&self) -> Option<&Path> { core::__rcc_unwritten!() }
    pub fn file_name(&self) -> Option<&OsStr> { core::__rcc_unwritten!() }
    pub fn file_stem(&self) -> Option<&OsStr> { core::__rcc_unwritten!() }
    pub fn extension(&self) -> Option<&OsStr> { core::__rcc_unwritten!() }
    pub fn strip_prefix<P: AsRef<Path>>(&self, base: P) -> Result<&Path, StripPrefixError> { core::__rcc_unwritten!() }
    pub fn starts_with<P: AsRef<Path>>(&self, base: P) -> bool { core::__rcc_unwritten!() }
    pub fn ends_with<P: AsRef<Path>>(&self, child: P) -> bool { core::__rcc_unwritten!() }
    pub fn join<P: AsRef<Path>>(&self, path: P) -> PathBuf {
        let mut buf = self.to_path_buf();
        buf.push(path);
        buf
    }
    pub fn with_extension<S: AsRef<OsStr>>(&self, extension: S) -> PathBuf { core::__rcc_unwritten!() }
    pub fn with_file_name<S: AsRef<OsStr>>(&self, file_name: S) -> PathBuf { core::__rcc_unwritten!() }
    pub fn components(&self) -> Components<'_> { Components { path: self.inner.bytes() } }
    pub fn display(&self) -> Display<'_> { Display { path: self } }
    pub fn exists(&self) -> bool { crate::fs::metadata(self).is_ok() }
    pub fn is_file(&self) -> bool { crate::fs::metadata(self).map(|m| m.is_file()).unwrap_or(false) }
    pub fn is_dir(&self) -> bool { crate::fs::metadata(self).map(|m| m.is_dir()).unwrap_or(false) }
    pub fn metadata(&self) -> crate::io::Result<crate::fs::Metadata> { crate::fs::metadata(self) }
    pub fn read_dir(&self) -> crate::io::Result<crate::fs::ReadDir> { crate::fs::read_dir(self) }
    pub fn canonicalize(&self) -> crate::io::Result<PathBuf> { crate::fs::canonicalize(self) }
}

impl PathBuf {
    /// An empty path.
    pub fn new() -> PathBuf { PathBuf { inner: OsString::new() } }
    pub fn as_path(&self) -> &Path { self }
    /// Appends `path` (replacing `self` if `path` is absolute).
    pub fn push<P: AsRef<Path>>(&mut self, path: P) {
        let path = path.as_ref();
        if path.is_absolute() {
            self.inner = path.inner.to_os_string();
            return;
        }
        if !self.inner.is_empty() && !self.inner.bytes().ends_with(b"/") {
            self.inner.push("/");
        }
        self.inner.push(&path.inner);
    }
    pub fn pop(&mut self) -> bool { core::__rcc_unwritten!() }
    pub fn set_file_name<S: AsRef<OsStr>>(&mut self, file_name: S) { core::__rcc_unwritten!() }
    pub fn set_extension<S: AsRef<OsStr>>(&mut self, extension: S) -> bool { core::__rcc_unwritten!() }
    pub fn into_os_string(self) -> OsString { self.inner }
}

impl Deref for PathBuf {
    type Target = Path;
    fn deref(&self) -> &Path { Path::new(&self.inner) }
}
impl AsRef<Path> for Path {
    fn as_ref(&self) -> &Path { self }
}
impl AsRef<Path> for PathBuf {
    fn as_ref(&self) -> &Path { self }
}
impl AsRef<Path> for OsStr {
    fn as_ref(&self) -> &Path { Path::new(self) }
}
impl AsRef<Path> for OsString {
    fn as_ref(&self) -> &Path { Path::new(self) }
}
impl AsRef<Path> for str {
    fn as_ref(&self) -> &Path { Path::new(self) }
}
impl AsRef<Path> for String {
    fn as_ref(&self) -> &Path { Path::new(self) }
}
impl AsRef<OsStr> for Path {
    fn as_ref(&self) -> &OsStr { &self.inner }
}
impl AsRef<OsStr> for PathBuf {
    fn as_ref(&self) -> &OsStr { &self.inner }
}
impl<T: ?Sized + AsRef<OsStr>> From<&T> for PathBuf {
    fn from(s: &T) -> PathBuf { PathBuf { inner: s.as_ref().to_os_string() } }
}
impl From<String> for PathBuf {
    fn from(s: String) -> PathBuf { PathBuf { inner: OsString::from(s) } }
}
impl From<OsString> for PathBuf {
    fn from(s: OsString) -> PathBuf { PathBuf { inner: s } }
}
impl Borrow<Path> for PathBuf {
    fn borrow(&self) -> &Path { self }
}
impl ToOwned for Path {
    type Owned = PathBuf;
    fn to_owned(&self) -> PathBuf { self.to_path_buf() }
}
impl PartialEq for Path {
    fn eq(&self, other: &Path) -> bool { self.inner == other.inner }
}
impl Eq for Path {}
impl fmt::Debug for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&self.inner, f) }
}
impl fmt::Debug for PathBuf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&**self, f) }
}
impl<P: AsRef<Path>> core::iter::FromIterator<P> for PathBuf {
    fn from_iter<I: IntoIterator<Item = P>>(iter: I) -> PathBuf {
        let mut buf = PathBuf::new();
        for p in iter {
            buf.push(p);
        }
        buf
    }
}
