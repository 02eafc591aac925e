//! rcc's interim `test` crate: the support library of `rustc --test`
//! harnesses (libtest), an INTERIM STAND-IN for Rust 1.63's
//! `library/test` until rcc builds the real standard library (issue 13
//! replaces this crate with the real one; the compiler's expansion does
//! not change then). Written for rcc (MIT OR Apache-2.0, see
//! runtime/README.md).
//!
//! It offers the names rustc 1.63's `#[test]` expansion and harness
//! `main` use (`TestDescAndFn`, `TestDesc`, `StaticTestName`,
//! `StaticTestFn`, `StaticBenchFn`, `ShouldPanic`, `TestType`,
//! `assert_test_result`, `test_main_static`, `test_main_static_abort`,
//! `Bencher`, `black_box`), at libtest's paths, and prints what libtest
//! 1.63 prints for the common cases (the pretty and terse formats, the
//! failures and successes sections, `--list`, filters, `--exact`,
//! `--skip`, `--ignored`, `--include-ignored`, `--test-threads`,
//! `--nocapture`, `--show-output`, exit status 101 on failure).
//!
//! rcc's std aborts on panic (its panic handler prints the message and
//! exits with status 101), so every test runs in a forked child, as
//! libtest's `-Z panic-abort-tests` mode runs each in a subprocess; the
//! child's stdout and stderr go through a pipe and are the test's
//! captured output. The libc functions this needs are declared here.
//! Differences from libtest that remain: tests run one at a time
//! (`--test-threads` is accepted; with more than one thread the panic
//! message names the test's thread as libtest's threads do), no colours,
//! no JSON/JUnit formats, no benchmarks' measurements (a benchmark runs
//! once, as libtest runs them without `--bench`), no time limits.

#![allow(dead_code, unused)]

use std::boxed::Box;
use std::string::String;
use std::vec::Vec;

// ---- the types the expansion names ----

/// Whether a test is expected to panic.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ShouldPanic {
    No,
    Yes,
    YesWithMessage(&'static str),
}

/// Where a test comes from (the crate root's directory).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TestType {
    UnitTest,
    IntegrationTest,
    DocTest,
    Unknown,
}

/// The name of a test.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TestName {
    StaticTestName(&'static str),
    DynTestName(String),
}
pub use TestName::*;

impl TestName {
    pub fn as_slice(&self) -> &str {
        match self {
            StaticTestName(s) => s,
            DynTestName(s) => s.as_str(),
        }
    }
}

/// What a test is, apart from its code.
#[derive(Clone, Debug)]
pub struct TestDesc {
    pub name: TestName,
    pub ignore: bool,
    pub ignore_message: Option<&'static str>,
    pub compile_fail: bool,
    pub no_run: bool,
    pub should_panic: ShouldPanic,
    pub test_type: TestType,
}

/// The code of a test.
pub enum TestFn {
    StaticTestFn(fn()),
    StaticBenchFn(fn(&mut Bencher)),
    DynTestFn(Box<dyn FnOnce() + Send>),
    DynBenchFn(Box<dyn Fn(&mut Bencher) + Send>),
}
pub use TestFn::*;

/// A test: its description and its code (the `#[test]` descriptor).
pub struct TestDescAndFn {
    pub desc: TestDesc,
    pub testfn: TestFn,
}

/// A benchmark's timer. Benchmarks run once, as tests (libtest runs
/// them so without `--bench`).
pub struct Bencher {
    summary: Option<u64>,
}

impl Bencher {
    /// Runs `inner` (once).
    pub fn iter<T, F>(&mut self, mut inner: F)
    where
        F: FnMut() -> T,
    {
        black_box(inner());
    }
}

/// An identity function that hides its argument from the optimiser.
#[inline(never)]
pub fn black_box<T>(dummy: T) -> T {
    dummy
}

/// Called by the expansion with what a test function returned: panics
/// when its `Termination` report is not success.
pub fn assert_test_result<T: std::process::Termination>(result: T) {
    let code = exit_code_value(result.report());
    assert_eq!(
        code, 0,
        "the test returned a termination value with a non-zero status code ({}) \
         which indicates a failure",
        code
    );
}

/// The integer of an `ExitCode` (rcc's std keeps it private: an
/// `ExitCode` is a newtype of the `i32`).
fn exit_code_value(code: std::process::ExitCode) -> i32 {
    unsafe { core::mem::transmute::<std::process::ExitCode, i32>(code) }
}

// ---- the C library ----

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

extern "C" {
    fn fork() -> i32;
    fn pipe(fds: *mut i32) -> i32;
    fn dup2(old: i32, new: i32) -> i32;
    fn close(fd: i32) -> i32;
    fn read(fd: i32, buf: *mut u8, count: usize) -> isize;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    fn _exit(status: i32) -> !;
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    fn sysconf(name: i32) -> i64;
    fn getenv(name: *const u8) -> *const u8;
    fn strlen(s: *const u8) -> usize;
    fn open(path: *const u8, flags: i32, ...) -> i32;
    fn poll(fds: *mut PollFd, nfds: u64, timeout: i32) -> i32;
}

#[repr(C)]
struct PollFd {
    fd: i32,
    events: i16,
    revents: i16,
}
const POLLIN: i16 = 1;

const CLOCK_MONOTONIC: i32 = 1;
const SC_NPROCESSORS_ONLN: i32 = 84;
const EINTR: i32 = 4;

fn now_nanos() -> u64 {
    let mut ts = Timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { clock_gettime(CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// An environment variable's value (`name` ends with a NUL).
fn env_var(name: &str) -> Option<String> {
    let p = unsafe { getenv(name.as_ptr()) };
    if p.is_null() {
        return None;
    }
    let bytes = unsafe { core::slice::from_raw_parts(p, strlen(p)) };
    Some(String::from_utf8_lossy(bytes).into_owned())
}

/// The program's arguments, from /proc/self/cmdline (rcc's std does not
/// give them yet: its `env::args` needs `CStr::from_ptr`).
fn program_args() -> Vec<String> {
    let mut bytes: Vec<u8> = Vec::new();
    let fd = unsafe { open("/proc/self/cmdline\0".as_ptr(), 0) };
    if fd >= 0 {
        let mut buf = [0u8; 4096];
        loop {
            let n = unsafe { read(fd, buf.as_mut_ptr(), buf.len()) };
            if n <= 0 {
                break;
            }
            bytes.extend_from_slice(&buf[..n as usize]);
        }
        unsafe { close(fd) };
    }
    let mut args = Vec::new();
    let mut start = 0;
    for i in 0..bytes.len() {
        if bytes[i] == 0 {
            args.push(String::from_utf8_lossy(&bytes[start..i]).into_owned());
            start = i + 1;
        }
    }
    args
}

// ---- options (libtest's cli.rs, the common part) ----

#[derive(Clone, Copy, PartialEq)]
enum RunIgnored {
    Yes,
    No,
    Only,
}

struct Opts {
    list: bool,
    filters: Vec<String>,
    filter_exact: bool,
    skip: Vec<String>,
    run_ignored: RunIgnored,
    exclude_should_panic: bool,
    nocapture: bool,
    show_output: bool,
    quiet: bool,
    test_threads: Option<usize>,
}

const ERROR_EXIT_CODE: i32 = 101;

fn usage_error(msg: String) -> ! {
    eprintln!("error: {}", msg);
    std::process::exit(ERROR_EXIT_CODE)
}

fn parse_threads(v: &str) -> usize {
    match v.parse::<usize>() {
        Ok(n) if n > 0 => n,
        _ => usage_error(format!("argument for --test-threads must be a number > 0 (error: invalid digit found in string)")),
    }
}

const OPTIONS_WITH_VALUE: [&str; 10] = [
    "--test-threads", "--skip", "--logfile", "--color", "--format", "-Z", "--report-time", "--shuffle-seed",
    "--ensure-time", "--exclude",
];

fn parse_opts(args: &[String]) -> Opts {
    let mut o = Opts {
        list: false,
        filters: Vec::new(),
        filter_exact: false,
        skip: Vec::new(),
        run_ignored: RunIgnored::No,
        exclude_should_panic: false,
        nocapture: env_var("RUST_TEST_NOCAPTURE\0").map_or(false, |v| v != "0"),
        show_output: false,
        quiet: false,
        test_threads: None,
    };
    let mut include_ignored = false;
    let mut ignored = false;
    let mut i = 1;
    while i < args.len() {
        let a = args[i].as_str();
        i += 1;
        // `--name=value` or `--name value`
        let (name, inline_value) = match a.find('=') {
            Some(eq) if a.starts_with("--") => (&a[..eq], Some(&a[eq + 1..])),
            _ => (a, None),
        };
        let mut value = || -> String {
            if let Some(v) = inline_value {
                return String::from(v);
            }
            if i < args.len() {
                i += 1;
                return args[i - 1].clone();
            }
            usage_error(format!("Argument to option '{}' missing", name.trim_start_matches('-')))
        };
        match name {
            "--list" => o.list = true,
            "--exact" => o.filter_exact = true,
            "--ignored" => ignored = true,
            "--include-ignored" => include_ignored = true,
            "--exclude-should-panic" => o.exclude_should_panic = true,
            "--nocapture" => o.nocapture = true,
            "--show-output" => o.show_output = true,
            "-q" | "--quiet" => o.quiet = true,
            "--test" | "--bench" | "--force-run-in-process" | "-h" | "--help" => {}
            "--test-threads" => {
                let v = value();
                o.test_threads = Some(parse_threads(&v));
            }
            "--skip" => {
                let v = value();
                o.skip.push(v);
            }
            "--logfile" | "--color" | "--format" | "-Z" | "--shuffle-seed" => {
                let _ = value();
            }
            "--report-time" | "--ensure-time" | "--shuffle" => {}
            _ if a.starts_with('-') && a.len() > 1 => {
                usage_error(format!("Unrecognized option: '{}'", a.trim_start_matches('-')))
            }
            _ => o.filters.push(String::from(a)),
        }
    }
    if include_ignored && ignored {
        usage_error(String::from("the options --include-ignored and --ignored are mutually exclusive"));
    }
    o.run_ignored = if include_ignored {
        RunIgnored::Yes
    } else if ignored {
        RunIgnored::Only
    } else {
        RunIgnored::No
    };
    o
}

/// libtest's get_concurrency: RUST_TEST_THREADS, else the CPUs.
fn concurrency(o: &Opts) -> usize {
    if let Some(n) = o.test_threads {
        return n;
    }
    if let Some(v) = env_var("RUST_TEST_THREADS\0") {
        match v.parse::<usize>() {
            Ok(n) if n > 0 => return n,
            _ => panic!("RUST_TEST_THREADS is `{}`, should be a positive integer.", v),
        }
    }
    let n = unsafe { sysconf(SC_NPROCESSORS_ONLN) };
    if n > 0 { n as usize } else { 1 }
}

// ---- selecting the tests ----

struct Test {
    desc: TestDesc,
    run: Option<fn()>,
    bench: Option<fn(&mut Bencher)>,
}

fn matches_filter(o: &Opts, name: &str, filter: &str) -> bool {
    if o.filter_exact { name == filter } else { name.contains(filter) }
}

/// libtest's filter_tests: the filters, --skip, --exclude-should-panic,
/// --ignored/--include-ignored, then sorted by name.
fn filter_tests(o: &Opts, tests: &[&TestDescAndFn]) -> Vec<Test> {
    let mut out: Vec<Test> = Vec::new();
    for t in tests {
        let name = t.desc.name.as_slice();
        if !o.filters.is_empty() && !o.filters.iter().any(|f| matches_filter(o, name, f)) {
            continue;
        }
        if o.skip.iter().any(|f| matches_filter(o, name, f)) {
            continue;
        }
        if o.exclude_should_panic && t.desc.should_panic != ShouldPanic::No {
            continue;
        }
        let mut desc = t.desc.clone();
        match o.run_ignored {
            RunIgnored::Yes => desc.ignore = false,
            RunIgnored::Only => {
                if !desc.ignore {
                    continue;
                }
                desc.ignore = false;
            }
            RunIgnored::No => {}
        }
        let (run, bench) = match t.testfn {
            StaticTestFn(f) => (Some(f), None),
            StaticBenchFn(f) => (None, Some(f)),
            _ => panic!("non-static tests passed to test::test_main_static"),
        };
        out.push(Test { desc, run, bench });
    }
    // sorted by name (insertion sort: the lists are short)
    let mut i = 1;
    while i < out.len() {
        let mut j = i;
        while j > 0 && out[j - 1].desc.name.as_slice() > out[j].desc.name.as_slice() {
            out.swap(j - 1, j);
            j -= 1;
        }
        i += 1;
    }
    out
}

// ---- running one test ----

enum Outcome {
    Ok,
    Failed,
    FailedMsg(String),
    Ignored,
}

/// The message of the panic the output reports (std's handler prints
/// "thread 'main' panicked at 'MSG', FILE:LINE:COL").
fn panic_message(output: &str) -> Option<&str> {
    let marker = "panicked at '";
    let start = output.rfind(marker)? + marker.len();
    let rest = &output[start..];
    let end = match rest.find("\nnote: run with `RUST_BACKTRACE") {
        Some(e) => e,
        None => rest.len(),
    };
    let quote = rest[..end].rfind("', ")?;
    Some(&rest[..quote])
}

/// libtest's calc_result, from how the child ended.
fn calc_result(desc: &TestDesc, panicked: bool, output: &str) -> Outcome {
    match (desc.should_panic, panicked) {
        (ShouldPanic::No, false) | (ShouldPanic::Yes, true) => Outcome::Ok,
        (ShouldPanic::YesWithMessage(msg), true) => match panic_message(output) {
            Some(p) if p.contains(msg) => Outcome::Ok,
            Some(p) => Outcome::FailedMsg(format!(
                "panic did not contain expected string\n      panic message: `{:?}`,\n expected substring: `{:?}`",
                p, msg
            )),
            None => Outcome::FailedMsg(format!(
                "expected panic with string value,\n found non-string value: `TypeId {{ .. }}`\n     expected substring: `{:?}`",
                msg
            )),
        },
        (ShouldPanic::Yes, false) | (ShouldPanic::YesWithMessage(_), false) => {
            Outcome::FailedMsg(String::from("test did not panic as expected"))
        }
        _ => Outcome::Failed,
    }
}

const TR_OK: i32 = 50;

/// Reads both pipes until both are closed (poll: the child may fill one
/// while the parent waits on the other).
fn read_pipes(fds: [i32; 2], outs: &mut [Vec<u8>; 2]) {
    let mut open_fds = [fds[0], fds[1]];
    let mut buf = [0u8; 4096];
    while open_fds[0] >= 0 || open_fds[1] >= 0 {
        let mut pfds = [PollFd { fd: open_fds[0], events: POLLIN, revents: 0 },
                        PollFd { fd: open_fds[1], events: POLLIN, revents: 0 }];
        if unsafe { poll(pfds.as_mut_ptr(), 2, -1) } < 0 {
            continue;
        }
        for k in 0..2 {
            if open_fds[k] < 0 || pfds[k].revents == 0 {
                continue;
            }
            let n = unsafe { read(open_fds[k], buf.as_mut_ptr(), buf.len()) };
            if n > 0 {
                outs[k].extend_from_slice(&buf[..n as usize]);
            } else if n == 0 || pfds[k].revents & POLLIN == 0 {
                unsafe { close(open_fds[k]) };
                open_fds[k] = -1;
            }
        }
    }
}

/// Runs the test in a child process. Gives the result and the captured
/// output (unless --nocapture): stdout and stderr through one pipe, as
/// libtest's in-process capture mixes them; in the panic=abort mode
/// (`abort`) through two, then joined as libtest joins its subprocess's
/// (a "---- NAME stderr ----" line between them).
fn run_child(t: &Test, capture: bool, abort: bool) -> (Outcome, Vec<u8>) {
    let mut out_fds = [-1i32; 2];
    let mut err_fds = [-1i32; 2];
    if capture && unsafe { pipe(out_fds.as_mut_ptr()) } != 0 {
        panic!("failed to create a pipe for a test's output");
    }
    if capture && abort && unsafe { pipe(err_fds.as_mut_ptr()) } != 0 {
        panic!("failed to create a pipe for a test's output");
    }
    let pid = unsafe { fork() };
    if pid < 0 {
        panic!("failed to fork a process to run a test");
    }
    if pid == 0 {
        unsafe {
            if capture {
                close(out_fds[0]);
                dup2(out_fds[1], 1);
                if abort {
                    close(err_fds[0]);
                    dup2(err_fds[1], 2);
                    close(err_fds[1]);
                } else {
                    dup2(out_fds[1], 2);
                }
                close(out_fds[1]);
            }
        }
        if let Some(f) = t.run {
            assert_test_result(f());
        } else if let Some(b) = t.bench {
            let mut bencher = Bencher { summary: None };
            assert_test_result(b(&mut bencher));
        }
        unsafe { _exit(TR_OK) }
    }
    let mut outs: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    if capture {
        unsafe {
            close(out_fds[1]);
            if abort {
                close(err_fds[1]);
            }
        }
        read_pipes([out_fds[0], err_fds[0]], &mut outs);
    }
    let mut status = 0i32;
    while unsafe { waitpid(pid, &mut status, 0) } < 0 {}
    let [mut output, stderr] = outs;
    if abort {
        // libtest's write_stderr_delimiter
        if !output.is_empty() && output[output.len() - 1] != b'\n' {
            output.push(b'\n');
        }
        output.extend_from_slice(format!("---- {} stderr ----\n", t.desc.name.as_slice()).as_bytes());
        output.extend_from_slice(&stderr);
    }
    let text = String::from_utf8_lossy(&output).into_owned();
    let outcome = if status & 0x7f != 0 {
        output.extend_from_slice(format!("Unexpected error: child process exited with signal {}", status & 0x7f).as_bytes());
        Outcome::Failed
    } else {
        match (status >> 8) & 0xff {
            TR_OK => calc_result(&t.desc, false, &text),
            101 => calc_result(&t.desc, true, &text),
            code => Outcome::FailedMsg(format!("got unexpected return code {}", code)),
        }
    };
    if abort {
        // the child of libtest's panic=abort mode prints a failure's
        // message itself (before the panic's), and exits with TR_FAILED
        if let Outcome::FailedMsg(msg) = &outcome {
            if (status >> 8) & 0xff == TR_OK || (status >> 8) & 0xff == 101 {
                let line = format!("{}\n", msg);
                let at = match text.rfind("thread 'main' panicked at '") {
                    Some(at) if (status >> 8) & 0xff == 101 => at,
                    _ => output.len(),
                };
                let mut joined = Vec::from(&output[..at]);
                joined.extend_from_slice(line.as_bytes());
                joined.extend_from_slice(&output[at..]);
                return (Outcome::Failed, joined);
            }
        }
    }
    (outcome, output)
}

/// libtest runs a test on a thread named after it when it runs tests on
/// several threads (on the main thread with one): its panic message
/// names that thread. rcc's child is single-threaded (std says 'main').
fn rename_thread(output: Vec<u8>, name: &str) -> Vec<u8> {
    let text = String::from_utf8_lossy(&output).into_owned();
    let from = "thread 'main' panicked at '";
    match text.find(from) {
        Some(at) => {
            let mut s = String::from(&text[..at]);
            s.push_str("thread '");
            s.push_str(name);
            s.push_str("' panicked at '");
            s.push_str(&text[at + from.len()..]);
            s.into_bytes()
        }
        None => output,
    }
}

/// std's panic hook adds its RUST_BACKTRACE note to the first panic of
/// the process only; each child here is a new process, so the note is
/// taken out of the outputs after the first one that has it.
fn first_panic_note(output: Vec<u8>, panicked_before: &mut bool) -> Vec<u8> {
    let text = String::from_utf8_lossy(&output).into_owned();
    if !text.contains("panicked at '") {
        return output;
    }
    let note = "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";
    if !*panicked_before {
        *panicked_before = true;
        return output;
    }
    match text.find(note) {
        Some(at) => {
            let mut s = String::from(&text[..at]);
            s.push_str(&text[at + note.len()..]);
            s.into_bytes()
        }
        None => output,
    }
}

// ---- the console runner ----

/// libtest's TestDesc::test_mode: what the result line adds to the name.
fn test_mode(desc: &TestDesc) -> Option<&'static str> {
    if desc.ignore {
        return None;
    }
    if desc.should_panic != ShouldPanic::No {
        return Some("should panic");
    }
    if desc.compile_fail {
        return Some("compile fail");
    }
    if desc.no_run {
        return Some("compile");
    }
    None
}

fn print_out(s: &str) {
    use std::io::Write;
    let _ = std::io::stdout().write_all(s.as_bytes());
}

fn write_results(results: &Vec<(String, Vec<u8>)>, kind: &str) {
    print_out(&format!("\n{}:\n", kind));
    let mut stdouts = String::new();
    for (name, out) in results.iter() {
        if !out.is_empty() {
            stdouts.push_str(&format!("---- {} stdout ----\n", name));
            stdouts.push_str(&String::from_utf8_lossy(out).into_owned());
            stdouts.push('\n');
        }
    }
    if !stdouts.is_empty() {
        print_out("\n");
        print_out(&stdouts);
    }
    print_out(&format!("\n{}:\n", kind));
    // the names, sorted (they already are: the tests ran in name order)
    for (name, _) in results.iter() {
        print_out(&format!("    {}\n", name));
    }
}

/// "X.XXs", as libtest's TestSuiteExecTime prints (`{:.2}s`).
fn format_time(nanos: u64) -> String {
    let centis = (nanos + 5_000_000) / 10_000_000;
    let frac = centis % 100;
    format!("{}.{}{}s", centis / 100, frac / 10, frac % 10)
}

fn list_tests(o: &Opts, tests: &[&TestDescAndFn]) {
    let mut ntest = 0;
    let mut nbench = 0;
    for t in filter_tests(o, tests) {
        let kind = if t.bench.is_some() {
            nbench += 1;
            "benchmark"
        } else {
            ntest += 1;
            "test"
        };
        print_out(&format!("{}: {}\n", t.desc.name.as_slice(), kind));
    }
    if !o.quiet {
        if ntest != 0 || nbench != 0 {
            print_out("\n");
        }
        let plural = |n: usize, s: &str| if n == 1 { format!("1 {}", s) } else { format!("{} {}s", n, s) };
        print_out(&format!("{}, {}\n", plural(ntest, "test"), plural(nbench, "benchmark")));
    }
}

/// libtest's run_tests_console with the pretty or terse formatter.
fn run_tests_console(o: &Opts, tests: &[&TestDescAndFn], abort: bool) -> bool {
    let filtered = filter_tests(o, tests);
    let filtered_out = tests.len() - filtered.len();
    let threaded = concurrency(o) > 1;
    let noun = if filtered.len() != 1 { "tests" } else { "test" };
    print_out(&format!("\nrunning {} {}\n", filtered.len(), noun));
    let start = now_nanos();
    let (mut passed, mut failed, mut ignored) = (0usize, 0usize, 0usize);
    let mut failures: Vec<(String, Vec<u8>)> = Vec::new();
    let mut successes: Vec<(String, Vec<u8>)> = Vec::new();
    let mut column = 0usize;
    let mut panicked_before = false;
    for t in filtered.iter() {
        let name = t.desc.name.as_slice();
        let line = match test_mode(&t.desc) {
            Some(mode) => format!("test {} - {} ... ", name, mode),
            None => format!("test {} ... ", name),
        };
        // one thread: the name before the test runs (libtest's
        // write_test_start); several: with its result
        if !o.quiet && !threaded {
            print_out(&line);
        }
        let (outcome, mut out) = if t.desc.ignore {
            (Outcome::Ignored, Vec::new())
        } else {
            run_child(t, !o.nocapture, abort)
        };
        if !abort {
            if threaded {
                out = rename_thread(out, name);
            }
            out = first_panic_note(out, &mut panicked_before);
        }
        if !o.quiet && threaded {
            print_out(&line);
        }
        let word = match &outcome {
            Outcome::Ok => if o.quiet { String::from(".") } else { String::from("ok") },
            Outcome::Failed | Outcome::FailedMsg(_) => if o.quiet { String::from("F") } else { String::from("FAILED") },
            Outcome::Ignored => match (o.quiet, t.desc.ignore_message) {
                (true, _) => String::from("i"),
                (false, Some(m)) => format!("ignored, {}", m),
                (false, None) => String::from("ignored"),
            },
        };
        print_out(&word);
        if o.quiet {
            if column % 88 == 87 {
                print_out(&format!(" {}/{}\n", column + 1, filtered.len()));
            }
            column += 1;
        } else {
            print_out("\n");
        }
        match outcome {
            Outcome::Ok => {
                passed += 1;
                successes.push((String::from(name), out));
            }
            Outcome::Ignored => ignored += 1,
            Outcome::Failed => {
                failed += 1;
                failures.push((String::from(name), out));
            }
            Outcome::FailedMsg(msg) => {
                failed += 1;
                out.extend_from_slice(format!("note: {}", msg).as_bytes());
                failures.push((String::from(name), out));
            }
        }
    }
    let elapsed = now_nanos() - start;
    if o.show_output {
        write_results(&successes, "successes");
    }
    let success = failed == 0;
    if !success {
        write_results(&failures, "failures");
    }
    print_out(&format!(
        "\ntest result: {}. {} passed; {} failed; {} ignored; 0 measured; {} filtered out; finished in {}\n\n",
        if success { "ok" } else { "FAILED" },
        passed,
        failed,
        ignored,
        filtered_out,
        format_time(elapsed)
    ));
    success
}

/// The console runner: the command line's options, then the tests.
pub fn test_main_static(tests: &[&TestDescAndFn]) {
    test_main(tests, false)
}

/// The runner of `-C panic=abort -Z panic-abort-tests` harnesses: every
/// test runs in its own process in both modes here; the output is that
/// of libtest's subprocesses (stdout and stderr apart, thread 'main').
pub fn test_main_static_abort(tests: &[&TestDescAndFn]) {
    test_main(tests, true)
}

fn test_main(tests: &[&TestDescAndFn], abort: bool) {
    let args = program_args();
    let o = parse_opts(&args);
    if o.list {
        list_tests(&o, tests);
    } else if !run_tests_console(&o, tests, abort) {
        std::process::exit(ERROR_EXIT_CODE);
    }
}
