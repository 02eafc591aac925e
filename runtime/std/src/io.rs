//! Traits, helpers and type definitions for core I/O: `Read`, `Write`,
//! `BufRead`, `Seek`, `Error`, the standard streams, `BufReader`,
//! `BufWriter`, `Cursor`, and `_print`/`_eprint` (what `print!` calls).

use core::fmt;

use crate::boxed::Box;
use crate::string::String;
use crate::vec::Vec;

/// A specialized `Result` type for I/O operations.
pub type Result<T> = core::result::Result<T, Error>;

/// The error type for I/O operations.
pub struct Error {
    kind: ErrorKind,
    code: i32,
}

/// A list specifying general categories of I/O error.
#[non_exhaustive]
pub enum ErrorKind {
    NotFound,
    PermissionDenied,
    ConnectionRefused,
    ConnectionReset,
    ConnectionAborted,
    NotConnected,
    AddrInUse,
    AddrNotAvailable,
    BrokenPipe,
    AlreadyExists,
    WouldBlock,
    InvalidInput,
    InvalidData,
    TimedOut,
    WriteZero,
    Interrupted,
    Unsupported,
    UnexpectedEof,
    OutOfMemory,
    Other,
}
impl Clone for ErrorKind {
    fn clone(&self) -> Self { *self }
}
impl Copy for ErrorKind {}
impl core::fmt::Debug for ErrorKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Eq for ErrorKind {}
impl core::hash::Hash for ErrorKind {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) { core::__rcc_unwritten!() }
}
impl Ord for ErrorKind {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering { core::__rcc_unwritten!() }
}
impl PartialEq for ErrorKind {
    fn eq(&self, other: &Self) -> bool { *self as isize == *other as isize }
}
impl PartialOrd for ErrorKind {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> { core::__rcc_unwritten!() }
}

impl Error {
    /// A new error from a kind and a payload (v0: the payload is dropped).
    pub fn new<E>(kind: ErrorKind, error: E) -> Error
    where
        E: Into<Box<dyn crate::error::Error + Send + Sync>>,
    {
        Error { kind, code: 0 }
    }
    /// The last OS error (`errno`; v0: not read yet).
    pub fn last_os_error() -> Error { Error { kind: ErrorKind::Other, code: 0 } }
    /// An error from an OS error code.
    pub fn from_raw_os_error(code: i32) -> Error { Error { kind: ErrorKind::Other, code } }
    /// The OS error code, if any.
    pub fn raw_os_error(&self) -> Option<i32> { if self.code != 0 { Some(self.code) } else { None } }
    /// The kind of the error.
    pub fn kind(&self) -> ErrorKind { self.kind }
}
impl From<ErrorKind> for Error {
    fn from(kind: ErrorKind) -> Error { Error { kind, code: 0 } }
}
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.debug_struct("Error").field("kind", &self.kind).finish() }
}
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { fmt::Debug::fmt(&self.kind, f) }
}
impl crate::error::Error for Error {}

/// The `Read` trait allows for reading bytes from a source.
pub trait Read {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize>;
    fn read_to_end(&mut self, buf: &mut Vec<u8>) -> Result<usize> {
        let start = buf.len();
        let mut chunk = [0u8; 512];
        loop {
            match self.read(&mut chunk)? {
                0 => return Ok(buf.len() - start),
                n => buf.extend_from_slice(&chunk[..n]),
            }
        }
    }
    fn read_to_string(&mut self, buf: &mut String) -> Result<usize> {
        let mut bytes = Vec::new();
        let n = self.read_to_end(&mut bytes)?;
        match core::str::from_utf8(&bytes) {
            Ok(s) => {
                buf.push_str(s);
                Ok(n)
            }
            Err(_) => Err(Error::from(ErrorKind::InvalidData)),
        }
    }
    fn read_exact(&mut self, buf: &mut [u8]) -> Result<()> { core::__rcc_unwritten!() }
    fn by_ref(&mut self) -> &mut Self where Self: Sized { self }
    fn bytes(self) -> Bytes<Self> where Self: Sized { Bytes { inner: self } }
    fn take(self, limit: u64) -> Take<Self> where Self: Sized { Take { inner: self, limit } }
}

/// A trait for objects which are byte-oriented sinks.
pub trait Write {
    fn write(&mut self, buf: &[u8]) -> Result<usize>;
    fn flush(&mut self) -> Result<()>;
    fn write_all(&mut self, mut buf: &[u8]) -> Result<()> {
        while !buf.is_empty() {
            match self.write(buf)? {
                0 => return Err(Error::from(ErrorKind::WriteZero)),
                n => buf = &buf[n..],
            }
        }
        Ok(())
    }
    /// Writes formatted arguments (what `write!` calls).
    fn write_fmt(&mut self, fmt: fmt::Arguments<'_>) -> Result<()> {
        // Adapts `fmt::Write` to `io::Write`, keeping the I/O error.
        struct Adapter<'a, T: ?Sized + 'a> {
            inner: &'a mut T,
            error: Result<()>,
        }
        impl<T: Write + ?Sized> fmt::Write for Adapter<'_, T> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                match self.inner.write_all(s.as_bytes()) {
                    Ok(()) => Ok(()),
                    Err(e) => {
                        self.error = Err(e);
                        Err(fmt::Error)
                    }
                }
            }
        }
        let mut output = Adapter { inner: self, error: Ok(()) };
        match fmt::write(&mut output, fmt) {
            Ok(()) => Ok(()),
            Err(..) => {
                if output.error.is_err() { output.error } else { Err(Error::from(ErrorKind::Other)) }
            }
        }
    }
    fn by_ref(&mut self) -> &mut Self where Self: Sized { self }
}

/// A buffered reader with line-oriented methods.
pub trait BufRead: Read {
    fn fill_buf(&mut self) -> Result<&[u8]>;
    fn consume(&mut self, amt: usize);
    fn read_until(&mut self, byte: u8, buf: &mut Vec<u8>) -> Result<usize> { core::__rcc_unwritten!() }
    fn read_line(&mut self, buf: &mut String) -> Result<usize> { core::__rcc_unwritten!() }
    fn split(self, byte: u8) -> Split<Self> where Self: Sized { Split { buf: self, delim: byte } }
    fn lines(self) -> Lines<Self> where Self: Sized { Lines { buf: self } }
}

/// Enumeration of possible methods to seek within an I/O object.
pub enum SeekFrom {
    Start(u64),
    End(i64),
    Current(i64),
}
impl Copy for SeekFrom {}
impl PartialEq for SeekFrom {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for SeekFrom {}
impl Clone for SeekFrom {
    fn clone(&self) -> Self { *self }
}
impl core::fmt::Debug for SeekFrom {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// A cursor which can be moved within a stream of bytes.
pub trait Seek {
    fn seek(&mut self, pos: SeekFrom) -> Result<u64>;
    fn rewind(&mut self) -> Result<()> {
        self.seek(SeekFrom::Start(0))?;
        Ok(())
    }
    fn stream_position(&mut self) -> Result<u64> { self.seek(SeekFrom::Current(0)) }
}

impl<R: Read + ?Sized> Read for &mut R {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> { (**self).read(buf) }
}
impl<W: Write + ?Sized> Write for &mut W {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { (**self).write(buf) }
    fn flush(&mut self) -> Result<()> { (**self).flush() }
}
impl<R: Read + ?Sized> Read for Box<R> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> { (**self).read(buf) }
}
impl<W: Write + ?Sized> Write for Box<W> {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { (**self).write(buf) }
    fn flush(&mut self) -> Result<()> { (**self).flush() }
}
impl<B: BufRead + ?Sized> BufRead for &mut B {
    fn fill_buf(&mut self) -> Result<&[u8]> { (**self).fill_buf() }
    fn consume(&mut self, amt: usize) { (**self).consume(amt) }
}
impl Read for &[u8] {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> {
        let n = core::cmp::min(buf.len(), self.len());
        buf[..n].copy_from_slice(&self[..n]);
        *self = &self[n..];
        Ok(n)
    }
}
impl BufRead for &[u8] {
    fn fill_buf(&mut self) -> Result<&[u8]> { Ok(*self) }
    fn consume(&mut self, amt: usize) { *self = &self[amt..]; }
}
impl Write for Vec<u8> {
    fn write(&mut self, buf: &[u8]) -> Result<usize> {
        self.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> Result<()> { Ok(()) }
}
impl Write for &mut [u8] {
    fn write(&mut self, data: &[u8]) -> Result<usize> { core::__rcc_unwritten!() }
    fn flush(&mut self) -> Result<()> { Ok(()) }
}

/// An iterator over the bytes of a reader.
pub struct Bytes<R> {
    inner: R,
}
impl<R: core::fmt::Debug> core::fmt::Debug for Bytes<R> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl<R: Read> Iterator for Bytes<R> {
    type Item = Result<u8>;
    fn next(&mut self) -> Option<Result<u8>> {
        let mut byte = 0;
        match self.inner.read(core::slice::from_mut(&mut byte)) {
            Ok(0) => None,
            Ok(..) => Some(Ok(byte)),
            Err(e) => Some(Err(e)),
        }
    }
}
/// A reader that reads at most `limit` bytes.
pub struct Take<T> {
    inner: T,
    limit: u64,
}
impl<T: core::fmt::Debug> core::fmt::Debug for Take<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl<T: Read> Read for Take<T> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> { core::__rcc_unwritten!() }
}
/// An iterator over the parts of a reader split at a byte.
pub struct Split<B> {
    buf: B,
    delim: u8,
}
impl<B: core::fmt::Debug> core::fmt::Debug for Split<B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl<B: BufRead> Iterator for Split<B> {
    type Item = Result<Vec<u8>>;
    fn next(&mut self) -> Option<Result<Vec<u8>>> { core::__rcc_unwritten!() }
}
/// An iterator over the lines of a reader.
pub struct Lines<B> {
    buf: B,
}
impl<B: core::fmt::Debug> core::fmt::Debug for Lines<B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl<B: BufRead> Iterator for Lines<B> {
    type Item = Result<String>;
    fn next(&mut self) -> Option<Result<String>> {
        let mut buf = String::new();
        match self.buf.read_line(&mut buf) {
            Ok(0) => None,
            Ok(_n) => {
                if buf.ends_with('\n') {
                    buf.pop();
                    if buf.ends_with('\r') {
                        buf.pop();
                    }
                }
                Some(Ok(buf))
            }
            Err(e) => Some(Err(e)),
        }
    }
}

// ---- the standard streams ------------------------------------------------------

/// A handle to the standard input.
pub struct Stdin {
    _priv: (),
}
/// A locked handle to the standard input.
pub struct StdinLock<'a> {
    _marker: core::marker::PhantomData<&'a Stdin>,
}
/// A handle to the standard output.
pub struct Stdout {
    _priv: (),
}
/// A locked handle to the standard output.
pub struct StdoutLock<'a> {
    _marker: core::marker::PhantomData<&'a Stdout>,
}
/// A handle to the standard error.
pub struct Stderr {
    _priv: (),
}
/// A locked handle to the standard error.
pub struct StderrLock<'a> {
    _marker: core::marker::PhantomData<&'a Stderr>,
}

/// A handle to the standard input of the process.
pub fn stdin() -> Stdin { Stdin { _priv: () } }
/// A handle to the standard output of the process.
pub fn stdout() -> Stdout { Stdout { _priv: () } }
/// A handle to the standard error of the process.
pub fn stderr() -> Stderr { Stderr { _priv: () } }

impl Stdin {
    pub fn lock(&self) -> StdinLock<'static> { StdinLock { _marker: core::marker::PhantomData } }
    pub fn read_line(&self, buf: &mut String) -> Result<usize> { self.lock().read_line(buf) }
    pub fn lines(self) -> Lines<StdinLock<'static>> { self.lock().lines() }
}
impl Stdout {
    pub fn lock(&self) -> StdoutLock<'static> { StdoutLock { _marker: core::marker::PhantomData } }
}
impl Stderr {
    pub fn lock(&self) -> StderrLock<'static> { StderrLock { _marker: core::marker::PhantomData } }
}

// Unbuffered: each write goes to the file descriptor.
macro_rules! fd_write {
    ($($T:ty => $fd:expr;)*) => {$(
        impl Write for $T {
            fn write(&mut self, buf: &[u8]) -> Result<usize> {
                if crate::sys::write_all($fd, buf) { Ok(buf.len()) } else { Err(Error::last_os_error()) }
            }
            fn flush(&mut self) -> Result<()> { Ok(()) }
        }
    )*};
}
fd_write! { Stdout => 1; StdoutLock<'_> => 1; Stderr => 2; StderrLock<'_> => 2; }

impl Read for Stdin {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> { self.lock().read(buf) }
}
impl Read for StdinLock<'_> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> {
        let n = unsafe { crate::sys::read(0, buf.as_mut_ptr() as *mut core::ffi::c_void, buf.len()) };
        if n < 0 { Err(Error::last_os_error()) } else { Ok(n as usize) }
    }
}
impl BufRead for StdinLock<'_> {
    fn fill_buf(&mut self) -> Result<&[u8]> { core::__rcc_unwritten!() }
    fn consume(&mut self, amt: usize) { core::__rcc_unwritten!() }
}

/// What `print!` calls.
#[doc(hidden)]
pub fn _print(args: fmt::Arguments<'_>) {
    if let Err(e) = stdout().write_fmt(args) {
        panic!("failed printing to stdout: {}", e);
    }
}

/// What `eprint!` calls.
#[doc(hidden)]
pub fn _eprint(args: fmt::Arguments<'_>) {
    if let Err(e) = stderr().write_fmt(args) {
        panic!("failed printing to stderr: {}", e);
    }
}

// ---- buffering and in-memory streams ----------------------------------------------

/// Adds buffering to a reader.
pub struct BufReader<R> {
    inner: R,
    buf: Vec<u8>,
    pos: usize,
}
impl<R: Read> BufReader<R> {
    pub fn new(inner: R) -> BufReader<R> { BufReader { inner, buf: Vec::new(), pos: 0 } }
    pub fn with_capacity(capacity: usize, inner: R) -> BufReader<R> { BufReader::new(inner) }
    pub fn get_ref(&self) -> &R { &self.inner }
    pub fn get_mut(&mut self) -> &mut R { &mut self.inner }
    pub fn into_inner(self) -> R { self.inner }
}
impl<R: Read> Read for BufReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> { core::__rcc_unwritten!() }
}
impl<R: Read> BufRead for BufReader<R> {
    fn fill_buf(&mut self) -> Result<&[u8]> { core::__rcc_unwritten!() }
    fn consume(&mut self, amt: usize) { self.pos += amt }
}

/// Adds buffering to a writer.
pub struct BufWriter<W: Write> {
    inner: W,
    buf: Vec<u8>,
}
impl<W: Write> BufWriter<W> {
    pub fn new(inner: W) -> BufWriter<W> { BufWriter { inner, buf: Vec::new() } }
    pub fn with_capacity(capacity: usize, inner: W) -> BufWriter<W> { BufWriter::new(inner) }
    pub fn get_ref(&self) -> &W { &self.inner }
    pub fn get_mut(&mut self) -> &mut W { &mut self.inner }
    pub fn into_inner(self) -> core::result::Result<W, IntoInnerError<BufWriter<W>>> { core::__rcc_unwritten!() }
}
impl<W: Write> Write for BufWriter<W> {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { self.inner.write(buf) }
    fn flush(&mut self) -> Result<()> { self.inner.flush() }
}

/// Like `BufWriter`, flushing at each newline.
pub struct LineWriter<W: Write> {
    inner: BufWriter<W>,
}
impl<W: Write> LineWriter<W> {
    pub fn new(inner: W) -> LineWriter<W> { LineWriter { inner: BufWriter::new(inner) } }
}
impl<W: Write> Write for LineWriter<W> {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { self.inner.write(buf) }
    fn flush(&mut self) -> Result<()> { self.inner.flush() }
}

/// The error of `BufWriter::into_inner`: the writer and the error.
pub struct IntoInnerError<W>(W, Error);
impl<W: core::fmt::Debug> core::fmt::Debug for IntoInnerError<W> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// An in-memory buffer with a position, usable as a reader or writer.
pub struct Cursor<T> {
    inner: T,
    pos: u64,
}
impl<T: core::fmt::Debug> core::fmt::Debug for Cursor<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl<T: Default> Default for Cursor<T> {
    fn default() -> Self { core::__rcc_unwritten!() }
}
impl<T: Eq> Eq for Cursor<T> {}
impl<T: PartialEq> PartialEq for Cursor<T> {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl<T> Cursor<T> {
    pub const fn new(inner: T) -> Cursor<T> { Cursor { pos: 0, inner } }
    pub fn into_inner(self) -> T { self.inner }
    pub const fn get_ref(&self) -> &T { &self.inner }
    pub fn get_mut(&mut self) -> &mut T { &mut self.inner }
    pub const fn position(&self) -> u64 { self.pos }
    pub fn set_position(&mut self, pos: u64) { self.pos = pos; }
}
impl<T: AsRef<[u8]>> Read for Cursor<T> {
    fn read(&mut self, buf: &mut [u8]) -> Result<usize> {
        let data = self.inner.as_ref();
        let start = core::cmp::min(self.pos as usize, data.len());
        let n = (&data[start..]).read(buf)?;
        self.pos += n as u64;
        Ok(n)
    }
}
impl<T: AsRef<[u8]>> BufRead for Cursor<T> {
    fn fill_buf(&mut self) -> Result<&[u8]> {
        let data = self.inner.as_ref();
        Ok(&data[core::cmp::min(self.pos as usize, data.len())..])
    }
    fn consume(&mut self, amt: usize) { self.pos += amt as u64; }
}
impl Write for Cursor<Vec<u8>> {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { core::__rcc_unwritten!() }
    fn flush(&mut self) -> Result<()> { Ok(()) }
}

/// A reader that is always at the end, and a writer that discards.
pub struct Empty;
impl core::fmt::Debug for Empty {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Default for Empty {
    fn default() -> Self { Self }
}
/// A writer that discards everything.
pub struct Sink;
impl core::fmt::Debug for Sink {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Default for Sink {
    fn default() -> Self { Self }
}
/// A reader that is always at the end.
pub const fn empty() -> Empty { Empty }
/// A writer that discards everything.
pub const fn sink() -> Sink { Sink }
impl Read for Empty {
    fn read(&mut self, _buf: &mut [u8]) -> Result<usize> { Ok(0) }
}
impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> Result<usize> { Ok(buf.len()) }
    fn flush(&mut self) -> Result<()> { Ok(()) }
}

/// Copies a reader into a writer.
pub fn copy<R: ?Sized + Read, W: ?Sized + Write>(reader: &mut R, writer: &mut W) -> Result<u64> {
    let mut buf = [0u8; 512];
    let mut written = 0;
    loop {
        let n = reader.read(&mut buf)?;
        if n == 0 {
            return Ok(written);
        }
        writer.write_all(&buf[..n])?;
        written += n as u64;
    }
}

/// The I/O prelude: the traits, to glob-import.
pub mod prelude {
    pub use super::{BufRead, Read, Seek, Write};
}
