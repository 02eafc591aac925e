//! Processes: `exit`, `abort`, `id`, the `Termination` of `main`, and
//! `Command` (v0: running commands is not written yet).

use core::fmt;

use crate::ffi::OsStr;
use crate::io;
use crate::string::String;
use crate::vec::Vec;

/// Terminates the process with the given exit code.
pub fn exit(code: i32) -> ! {
    unsafe { crate::sys::exit(code) }
}

/// Terminates the process abnormally.
pub fn abort() -> ! {
    unsafe { crate::sys::abort() }
}

/// The OS-assigned process identifier.
pub fn id() -> u32 {
    unsafe { crate::sys::getpid() as u32 }
}

/// The status code a process returns to its parent.
pub struct ExitCode(pub(crate) i32);
impl Clone for ExitCode {
    fn clone(&self) -> Self { *self }
}
impl Copy for ExitCode {}
impl core::fmt::Debug for ExitCode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl PartialEq for ExitCode {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for ExitCode {}

impl ExitCode {
    /// Successful termination.
    pub const SUCCESS: ExitCode = ExitCode(0);
    /// Unsuccessful termination.
    pub const FAILURE: ExitCode = ExitCode(1);
}
impl From<u8> for ExitCode {
    fn from(code: u8) -> Self { ExitCode(code as i32) }
}

/// What `main` may return.
#[lang = "termination"]
pub trait Termination {
    /// The status code of the value.
    fn report(self) -> ExitCode;
}
impl Termination for () {
    fn report(self) -> ExitCode { ExitCode::SUCCESS }
}
impl Termination for ! {
    fn report(self) -> ExitCode { self }
}
impl Termination for core::convert::Infallible {
    fn report(self) -> ExitCode { match self {} }
}
impl Termination for ExitCode {
    fn report(self) -> ExitCode { self }
}
impl<T: Termination, E: fmt::Debug> Termination for Result<T, E> {
    fn report(self) -> ExitCode {
        match self {
            Ok(val) => val.report(),
            Err(err) => {
                eprintln!("Error: {:?}", err);
                ExitCode::FAILURE
            }
        }
    }
}

/// A process builder.
pub struct Command {
    program: String,
    args: Vec<String>,
}
impl core::fmt::Debug for Command {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Command {
    pub fn new<S: AsRef<OsStr>>(program: S) -> Command { core::__rcc_unwritten!() }
    pub fn arg<S: AsRef<OsStr>>(&mut self, arg: S) -> &mut Command { core::__rcc_unwritten!() }
    pub fn args<I: IntoIterator<Item = S>, S: AsRef<OsStr>>(&mut self, args: I) -> &mut Command { core::__rcc_unwritten!() }
    pub fn env<K: AsRef<OsStr>, V: AsRef<OsStr>>(&mut self, key: K, val: V) -> &mut Command { core::__rcc_unwritten!() }
    pub fn current_dir<P: AsRef<crate::path::Path>>(&mut self, dir: P) -> &mut Command { core::__rcc_unwritten!() }
    pub fn stdin<T: Into<Stdio>>(&mut self, cfg: T) -> &mut Command { core::__rcc_unwritten!() }
    pub fn stdout<T: Into<Stdio>>(&mut self, cfg: T) -> &mut Command { core::__rcc_unwritten!() }
    pub fn stderr<T: Into<Stdio>>(&mut self, cfg: T) -> &mut Command { core::__rcc_unwritten!() }
    pub fn spawn(&mut self) -> io::Result<Child> { core::__rcc_unwritten!() }
    pub fn output(&mut self) -> io::Result<Output> { core::__rcc_unwritten!() }
    pub fn status(&mut self) -> io::Result<ExitStatus> { core::__rcc_unwritten!() }
}

/// A running or exited child process.
pub struct Child {
    pid: u32,
}
impl core::fmt::Debug for Child {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Child {
    pub fn id(&self) -> u32 { self.pid }
    pub fn kill(&mut self) -> io::Result<()> { core::__rcc_unwritten!() }
    pub fn wait(&mut self) -> io::Result<ExitStatus> { core::__rcc_unwritten!() }
    pub fn wait_with_output(self) -> io::Result<Output> { core::__rcc_unwritten!() }
}

/// The output of a finished process.
pub struct Output {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}
impl PartialEq for Output {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for Output {}
impl Clone for Output {
    fn clone(&self) -> Self { core::__rcc_unwritten!() }
}
impl core::fmt::Debug for Output {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}

/// The status of a finished process.
pub struct ExitStatus(i32);
impl PartialEq for ExitStatus {
    fn eq(&self, other: &Self) -> bool { core::__rcc_unwritten!() }
}
impl Eq for ExitStatus {}
impl Clone for ExitStatus {
    fn clone(&self) -> Self { *self }
}
impl Copy for ExitStatus {}
impl core::fmt::Debug for ExitStatus {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl ExitStatus {
    pub fn success(&self) -> bool { self.0 == 0 }
    pub fn code(&self) -> Option<i32> { Some(self.0) }
}
impl fmt::Display for ExitStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { write!(f, "exit status: {}", self.0) }
}

/// What a child's standard stream is connected to.
pub struct Stdio(u8);
impl core::fmt::Debug for Stdio {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { core::__rcc_unwritten!() }
}
impl Stdio {
    pub fn piped() -> Stdio { Stdio(0) }
    pub fn inherit() -> Stdio { Stdio(1) }
    pub fn null() -> Stdio { Stdio(2) }
}
