//! Filesystem manipulation (v0: declared; the operations are not written
//! yet).

use core::fmt;

use crate::io::{self, Read, Seek, SeekFrom, Write};
use crate::path::{Path, PathBuf};
use crate::string::String;
use crate::time::SystemTime;
use crate::vec::Vec;

/// An open file.
pub struct File {
    fd: i32,
}
/// Metadata of a file.
pub struct Metadata {
    mode: u32,
    size: u64,
}
impl Clone for Metadata {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
/// The iterator of `read_dir`.
pub struct ReadDir {
    _priv: (),
}
/// An entry of a directory.
pub struct DirEntry {
    path: PathBuf,
}
/// Options for opening a file.
pub struct OpenOptions {
    read: bool,
    write: bool,
    append: bool,
    truncate: bool,
    create: bool,
    create_new: bool,
}
impl Clone for OpenOptions {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for OpenOptions {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// Permissions of a file.
pub struct Permissions {
    mode: u32,
}
impl Clone for Permissions {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl PartialEq for Permissions {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for Permissions {}
impl core::fmt::Debug for Permissions {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// The type of a file.
pub struct FileType {
    mode: u32,
}
impl Copy for FileType {}
impl Clone for FileType {
    fn clone(&self) -> Self { *self }
}
impl PartialEq for FileType {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for FileType {}
impl core::hash::Hash for FileType {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for FileType {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
/// A builder for creating directories.
pub struct DirBuilder {
    recursive: bool,
}
impl core::fmt::Debug for DirBuilder {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

impl File {
    pub fn open<P: AsRef<Path>>(path: P) -> io::Result<File> { OpenOptions::new().read(true).open(path) }
    pub fn create<P: AsRef<Path>>(path: P) -> io::Result<File> {
        OpenOptions::new().write(true).create(true).truncate(true).open(path)
    }
    pub fn options() -> OpenOptions { OpenOptions::new() }
    pub fn sync_all(&self) -> io::Result<()> { core::__rcc_unwritten!() }
    pub fn set_len(&self, size: u64) -> io::Result<()> { core::__rcc_unwritten!() }
    pub fn metadata(&self) -> io::Result<Metadata> { core::__rcc_unwritten!() }
}
impl Read for File {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
}
impl Write for File {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
    fn flush(&mut self) -> io::Result<()> { Ok(()) }
}
impl Read for &File {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
}
impl Write for &File {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> { core::__rcc_unwritten!() }
    fn flush(&mut self) -> io::Result<()> { Ok(()) }
}
impl Seek for File {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> { core::__rcc_unwritten!() }
}
impl fmt::Debug for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("File").field("fd", &self.fd).finish() }
}

impl OpenOptions {
    pub fn new() -> Self {
        OpenOptions { read: false, write: false, append: false, truncate: false, create: false, create_new: false }
    }
    pub fn read(&mut self, read: bool) -> &mut Self {
        self.read = read;
        self
    }
    pub fn write(&mut self, write: bool) -> &mut Self {
        self.write = write;
        self
    }
    pub fn append(&mut self, append: bool) -> &mut Self {
        self.append = append;
        self
    }
    pub fn truncate(&mut self, truncate: bool) -> &mut Self {
        self.truncate = truncate;
        self
    }
    pub fn create(&mut self, create: bool) -> &mut Self {
        self.create = create;
        self
    }
    pub fn create_new(&mut self, create_new: bool) -> &mut Self {
        self.create_new = create_new;
        self
    }
    pub fn open<P: AsRef<Path>>(&self, path: P) -> io::Result<File> { core::__rcc_unwritten!() }
}

impl Metadata {
    pub fn file_type(&self) -> FileType { FileType { mode: self.mode } }
    pub fn is_dir(&self) -> bool { self.file_type().is_dir() }
    pub fn is_file(&self) -> bool { self.file_type().is_file() }
    pub fn len(&self) -> u64 { self.size }
    pub fn permissions(&self) -> Permissions { Permissions { mode: self.mode } }
    pub fn modified(&self) -> io::Result<SystemTime> { core::__rcc_unwritten!() }
}
impl fmt::Debug for Metadata {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("Metadata").finish_non_exhaustive() }
}
impl FileType {
    pub fn is_dir(&self) -> bool { self.mode & 0o170000 == 0o040000 }
    pub fn is_file(&self) -> bool { self.mode & 0o170000 == 0o100000 }
    pub fn is_symlink(&self) -> bool { self.mode & 0o170000 == 0o120000 }
}
impl Permissions {
    pub fn readonly(&self) -> bool { self.mode & 0o222 == 0 }
    pub fn set_readonly(&mut self, readonly: bool) { core::__rcc_unwritten!() }
}
impl Iterator for ReadDir {
    type Item = io::Result<DirEntry>;
    fn next(&mut self) -> Option<io::Result<DirEntry>> { core::__rcc_unwritten!() }
}
impl DirEntry {
    pub fn path(&self) -> PathBuf { self.path.clone() }
    pub fn file_name(&self) -> crate::ffi::OsString { core::__rcc_unwritten!() }
    pub fn metadata(&self) -> io::Result<Metadata> { metadata(&self.path) }
    pub fn file_type(&self) -> io::Result<FileType> { Ok(self.metadata()?.file_type()) }
}
impl DirBuilder {
    pub fn new() -> DirBuilder { DirBuilder { recursive: false } }
    pub fn recursive(&mut self, recursive: bool) -> &mut Self {
        self.recursive = recursive;
        self
    }
    pub fn create<P: AsRef<Path>>(&self, path: P) -> io::Result<()> { core::__rcc_unwritten!() }
}

/// Reads a whole file into a vector of bytes.
pub fn read<P: AsRef<Path>>(path: P) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    File::open(path)?.read_to_end(&mut bytes)?;
    Ok(bytes)
}
/// Reads a whole file into a string.
pub fn read_to_string<P: AsRef<Path>>(path: P) -> io::Result<String> {
    let mut string = String::new();
    File::open(path)?.read_to_string(&mut string)?;
    Ok(string)
}
/// Writes a slice as the entire contents of a file.
pub fn write<P: AsRef<Path>, C: AsRef<[u8]>>(path: P, contents: C) -> io::Result<()> {
    File::create(path)?.write_all(contents.as_ref())
}
pub fn remove_file<P: AsRef<Path>>(path: P) -> io::Result<()> { core::__rcc_unwritten!() }
pub fn metadata<P: AsRef<Path>>(path: P) -> io::Result<Metadata> { core::__rcc_unwritten!() }
pub fn symlink_metadata<P: AsRef<Path>>(path: P) -> io::Result<Metadata> { core::__rcc_unwritten!() }
pub fn rename<P: AsRef<Path>, Q: AsRef<Path>>(from: P, to: Q) -> io::Result<()> { core::__rcc_unwritten!() }
pub fn copy<P: AsRef<Path>, Q: AsRef<Path>>(from: P, to: Q) -> io::Result<u64> { core::__rcc_unwritten!() }
pub fn canonicalize<P: AsRef<Path>>(path: P) -> io::Result<PathBuf> { core::__rcc_unwritten!() }
pub fn create_dir<P: AsRef<Path>>(path: P) -> io::Result<()> { DirBuilder::new().create(path) }
pub fn create_dir_all<P: AsRef<Path>>(path: P) -> io::Result<()> { DirBuilder::new().recursive(true).create(path) }
pub fn remove_dir<P: AsRef<Path>>(path: P) -> io::Result<()> { core::__rcc_unwritten!() }
pub fn remove_dir_all<P: AsRef<Path>>(path: P) -> io::Result<()> { core::__rcc_unwritten!() }
pub fn read_dir<P: AsRef<Path>>(path: P) -> io::Result<ReadDir> { core::__rcc_unwritten!() }
pub fn set_permissions<P: AsRef<Path>>(path: P, perm: Permissions) -> io::Result<()> { core::__rcc_unwritten!() }
