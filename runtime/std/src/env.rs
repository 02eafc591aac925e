//! The process environment: arguments, environment variables, the
//! current directory.

use core::fmt;

use crate::ffi::{OsStr, OsString};
use crate::io;
use crate::path::{Path, PathBuf};
use crate::string::String;
use crate::vec::Vec;

/// The arguments of the program.
pub fn args() -> Args {
    Args { inner: args_os() }
}

/// The arguments of the program, as `OsString`s.
pub fn args_os() -> ArgsOs {
    let argc = unsafe { crate::sys::ARGC } as usize;
    ArgsOs { pos: 0, len: argc }
}

/// The iterator of `args()`.
pub struct Args {
    inner: ArgsOs,
}
/// The iterator of `args_os()`.
pub struct ArgsOs {
    pos: usize,
    len: usize,
}

impl Iterator for ArgsOs {
    type Item = OsString;
    fn next(&mut self) -> Option<OsString> {
        if self.pos >= self.len {
            return None;
        }
        let arg = unsafe { core::ffi::CStr::from_ptr(*crate::sys::ARGV.add(self.pos) as *const core::ffi::c_char) };
        self.pos += 1;
        Some(OsString::from_vec(arg.to_bytes().to_vec()))
    }
    fn size_hint(&self) -> (usize, Option<usize>) { (self.len - self.pos, Some(self.len - self.pos)) }
}
impl ExactSizeIterator for ArgsOs {}
impl Iterator for Args {
    type Item = String;
    fn next(&mut self) -> Option<String> { self.inner.next().map(|s| s.into_string().unwrap()) }
    fn size_hint(&self) -> (usize, Option<usize>) { self.inner.size_hint() }
}
impl ExactSizeIterator for Args {}
impl fmt::Debug for Args {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("Args").finish_non_exhaustive() }
}

/// The value of an environment variable.
pub fn var<K: AsRef<OsStr>>(key: K) -> Result<String, VarError> {
    match var_os(key) {
        Some(s) => s.into_string().map_err(VarError::NotUnicode),
        None => Err(VarError::NotPresent),
    }
}

/// The value of an environment variable, as an `OsString`.
pub fn var_os<K: AsRef<OsStr>>(key: K) -> Option<OsString> { core::__rcc_unwritten!() }

/// Sets an environment variable (v0: not written yet).
pub fn set_var<K: AsRef<OsStr>, V: AsRef<OsStr>>(key: K, value: V) { core::__rcc_unwritten!() }
/// Removes an environment variable (v0: not written yet).
pub fn remove_var<K: AsRef<OsStr>>(key: K) { core::__rcc_unwritten!() }
/// The environment variables (v0: not written yet).
pub fn vars() -> Vars { core::__rcc_unwritten!() }

/// The iterator of `vars()`.
pub struct Vars {
    inner: crate::vec::IntoIter<(String, String)>,
}
impl Iterator for Vars {
    type Item = (String, String);
    fn next(&mut self) -> Option<(String, String)> { self.inner.next() }
}

/// The error of `var`.
pub enum VarError {
    /// The variable is not set.
    NotPresent,
    /// The variable's value is not Unicode.
    NotUnicode(OsString),
}
impl core::fmt::Debug for VarError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl PartialEq for VarError {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for VarError {}
impl Clone for VarError {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl fmt::Display for VarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            VarError::NotPresent => write!(f, "environment variable not found"),
            VarError::NotUnicode(ref s) => write!(f, "environment variable was not valid unicode: {:?}", s),
        }
    }
}
impl crate::error::Error for VarError {}

/// The current working directory (v0: not written yet).
pub fn current_dir() -> io::Result<PathBuf> { core::__rcc_unwritten!() }
/// Changes the current working directory (v0: not written yet).
pub fn set_current_dir<P: AsRef<Path>>(path: P) -> io::Result<()> { core::__rcc_unwritten!() }
/// The path of the current executable (v0: not written yet).
pub fn current_exe() -> io::Result<PathBuf> { core::__rcc_unwritten!() }
/// The directory for temporary files.
pub fn temp_dir() -> PathBuf { PathBuf::from("/tmp") }

/// Constants of the target.
pub mod consts {
    pub const ARCH: &str = "x86_64";
    pub const FAMILY: &str = "unix";
    pub const OS: &str = "linux";
    pub const DLL_PREFIX: &str = "lib";
    pub const DLL_SUFFIX: &str = ".so";
    pub const DLL_EXTENSION: &str = "so";
    pub const EXE_SUFFIX: &str = "";
    pub const EXE_EXTENSION: &str = "";
}
