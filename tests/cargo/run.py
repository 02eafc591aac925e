#!/usr/bin/env python3
"""run.py — Debian's cargo (1.65, /usr/bin/cargo) drives rcc (RUSTC=rcc).

Usage: run.py --rcc PATH/TO/rcc [--rustc PATH] [--bless] [-v]

In a temporary directory (CARGO_HOME there too, --offline, a clean
environment) it writes a workspace of four path-dependent crates, a
chain app -> util -> gen -> base, and a proc-macro crate pm:
  base  a library with generics, a #[macro_export] macro_rules, unit tests
        (#[cfg(test)] mod tests) and an integration test (tests/);
  gen   a library with a build.rs (compiled by rcc, run by cargo) whose
        `cargo:rustc-cfg` and `cargo:rustc-env` lines the library uses;
  util  a library with a generic struct and trait;
  pm    a proc-macro crate (a derive, through the token API), which rcc
        builds as a shared object and runs while compiling app;
  app   the binary, using the four.
and checks:
  1. `cargo build` builds it; the binary prints what it should;
  2. `cargo test -p base --tests` builds and runs the --test harnesses:
     their result lines;
  3. a crate with a warning and an error: cargo shows rcc's JSON
     diagnostics' rendered text as it shows rustc's (the expected text,
     diagnostics.expected, is rustc 1.63's: --bless rewrites it by running
     the same with RUSTC=/usr/bin/rustc);
  4. after touching util's source, `cargo build -v` recompiles util and
     app only (its "Compiling"/"Fresh" lines).
Exits 77 (CTest's skip) when /usr/bin/cargo is missing.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

CARGO = "/usr/bin/cargo"
HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "diagnostics.expected")

FILES = {
    "Cargo.toml": '[workspace]\nmembers = ["app", "util", "gen", "base", "pm", "bad"]\ndefault-members = ["app"]\n',
    "base/Cargo.toml": '[package]\nname = "base"\nversion = "0.1.0"\nedition = "2021"\n\n'
                       '[lib]\ndoctest = false\n',
    "base/src/lib.rs": """//! The bottom of the chain: generics and a macro.
pub fn largest<T: PartialOrd + Copy>(items: &[T]) -> T {
    let mut best = items[0];
    for &x in items {
        if x > best {
            best = x;
        }
    }
    best
}

pub struct Pair<T> {
    pub a: T,
    pub b: T,
}

impl<T: std::ops::Add<Output = T> + Copy> Pair<T> {
    pub fn sum(&self) -> T {
        self.a + self.b
    }
}

#[macro_export]
macro_rules! square {
    ($x:expr) => {
        $crate::largest(&[$x * $x, 0])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn largest_of_three() {
        assert_eq!(largest(&[3, 9, 4]), 9);
    }

    #[test]
    fn pair_sum() {
        assert_eq!(Pair { a: 2u64, b: 40 }.sum(), 42);
    }

    #[test]
    fn macro_works() {
        assert_eq!(square!(7), 49);
    }

    #[test]
    #[ignore]
    fn ignored() {}

    #[test]
    #[should_panic(expected = "index out of bounds")]
    fn empty_panics() {
        let v: Vec<i32> = Vec::new();
        largest(&v);
    }
}
""",
    "base/tests/integration.rs": """#[test]
fn from_outside() {
    assert_eq!(base::square!(3), 9);
}
""",
    "gen/Cargo.toml": '[package]\nname = "gen"\nversion = "0.1.0"\nedition = "2021"\nbuild = "build.rs"\n\n'
                      '[dependencies]\nbase = { path = "../base" }\n',
    "gen/build.rs": """// rcc's std has no fs yet: the script talks to cargo only
fn main() {
    println!("cargo:rustc-cfg=generated");
    println!("cargo:rustc-env=GEN_NOTE=made by build.rs: {}", 6 * 7);
    println!("cargo:rerun-if-changed=build.rs");
}
""",
    "gen/src/lib.rs": """#[cfg(generated)]
pub const GENERATED: u32 = 42;

pub const NOTE: &str = env!("GEN_NOTE");

pub fn generated_square() -> u32 {
    base::square!(GENERATED)
}
""",
    "util/Cargo.toml": '[package]\nname = "util"\nversion = "0.1.0"\nedition = "2021"\n\n'
                       '[dependencies]\ngen = { path = "../gen" }\nbase = { path = "../base" }\n',
    "util/src/lib.rs": """pub trait Describe {
    fn describe(&self) -> String;
}

pub struct Counter<T> {
    pub items: Vec<T>,
}

impl<T: std::fmt::Display> Describe for Counter<T> {
    fn describe(&self) -> String {
        let mut s = String::new();
        for (i, x) in self.items.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(&format!("{}", x));
        }
        format!("{} items: {}", self.items.len(), s)
    }
}

pub fn from_gen() -> u32 {
    gen::GENERATED + gen::generated_square()
}
""",
    "app/Cargo.toml": '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n'
                      '[dependencies]\nutil = { path = "../util" }\nbase = { path = "../base" }\n'
                      'gen = { path = "../gen" }\npm = { path = "../pm" }\n',
    "pm/Cargo.toml": '[package]\nname = "pm"\nversion = "0.1.0"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
    "pm/src/lib.rs": """use proc_macro::{TokenStream, TokenTree};

#[proc_macro_derive(Fields)]
pub fn fields(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let name = trees.iter().skip_while(|t| t.to_string() != "struct").nth(1).unwrap().to_string();
    let mut fields = Vec::new();
    if let Some(TokenTree::Group(g)) = trees.last() {
        let body: Vec<TokenTree> = g.stream().into_iter().collect();
        for w in body.windows(2) {
            if let (TokenTree::Ident(i), TokenTree::Punct(p)) = (&w[0], &w[1]) {
                if p.as_char() == ':' {
                    fields.push(i.to_string());
                }
            }
        }
    }
    format!("impl {} {{ pub fn fields() -> &'static str {{ \\"{}\\" }} }}", name, fields.join(" ")).parse().unwrap()
}
""",
    "app/src/main.rs": """use util::Describe;

#[derive(pm::Fields)]
struct Point {
    x: i32,
    y: i32,
}

fn main() {
    let c = util::Counter { items: vec![1, 2, 3] };
    println!("{}", c.describe());
    println!("from gen: {} ({})", util::from_gen(), gen::NOTE);
    println!("largest: {}", base::largest(&[15, 5, 10]));
    println!("square: {}", base::square!(5));
    let p = base::Pair { a: 20, b: 22 };
    println!("pair: {}", p.sum());
    println!("fields: {}", Point::fields());
    let _ = Point { x: 1, y: 2 }.x + Point { x: 1, y: 2 }.y;
}
""",
    "bad/Cargo.toml": '[package]\nname = "bad"\nversion = "0.1.0"\nedition = "2021"\n',
    "bad/src/lib.rs": """pub fn count() -> u32 {
    let mut n = 0;
    'a: loop {
        'a: loop {
            n += 1;
            break 'a;
        }
        if n > 3 {
            break 'a;
        }
    }
    n
}

pub fn wrong() -> u32 {
    "not a number"
}
""",
}

APP_OUTPUT = "3 items: 1, 2, 3\nfrom gen: 1806 (made by build.rs: 42)\nlargest: 15\nsquare: 25\npair: 42\nfields: x y\n"

BASE_TEST_LINES = [
    "running 5 tests",
    "test tests::empty_panics - should panic ... ok",
    "test tests::ignored ... ignored",
    "test tests::largest_of_three ... ok",
    "test tests::macro_works ... ok",
    "test tests::pair_sum ... ok",
    "test result: ok. 4 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in $TIME",
    "running 1 test",
    "test from_outside ... ok",
    "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in $TIME",
]


class Failure(Exception):
    pass


def write_tree(root):
    for rel, text in FILES.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)


def cargo(root, rustc, args, verbose):
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": root,
        "CARGO_HOME": os.path.join(root, ".cargo-home"),
        "CARGO_TARGET_DIR": os.path.join(root, "target"),
        "RUSTC": rustc,
        "RUST_BACKTRACE": "0",
        "TERM": "dumb",
    }
    # and the sanitizer settings of a -DRCC_SANITIZE=ON build (CTest sets
    # LSAN_OPTIONS: libgccjit's own leaks are suppressed)
    for k in ("RUSTC_BOOTSTRAP", "LSAN_OPTIONS", "ASAN_OPTIONS", "UBSAN_OPTIONS"):
        if k in os.environ:
            env[k] = os.environ[k]
    rest = []
    if "--" in args:   # the test binaries' own arguments go last
        rest = args[args.index("--"):]
        args = args[:args.index("--")]
    cmd = [CARGO] + args + ["--offline", "--color", "never"] + rest
    t0 = time.time()
    r = subprocess.run(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                       timeout=300)
    if verbose:
        print("$ RUSTC=%s %s  (%.1fs, status %d)" % (rustc, " ".join(cmd), time.time() - t0, r.returncode))
        sys.stdout.write(r.stdout)
        sys.stdout.write(r.stderr)
    return r


def normalize(text, root):
    text = text.replace(root, "$DIR")
    text = re.sub(r"finished in \d+\.\d+s", "finished in $TIME", text)
    out = []
    for line in text.splitlines():
        if re.match(r"\s*(Finished|Running|Blocking|Locking)\b", line):
            continue
        out.append(line.rstrip())
    return "\n".join(out).strip("\n") + "\n"


def diagnostics(root, rustc, verbose):
    r = cargo(root, rustc, ["build", "-p", "bad"], verbose)
    if r.returncode == 0:
        raise Failure("`cargo build -p bad` succeeded; the crate has an error")
    return normalize(r.stderr, root)


def check(rcc, verbose):
    root = tempfile.mkdtemp(prefix="rcc-cargo-")
    try:
        write_tree(root)
        # 1. the workspace builds; the program runs
        r = cargo(root, rcc, ["build"], verbose)
        if r.returncode != 0:
            raise Failure("`cargo build` failed:\n" + r.stderr)
        for name in ("base", "gen", "util", "pm", "app"):
            if "Compiling %s v0.1.0" % name not in r.stderr:
                raise Failure("`cargo build` did not compile %s:\n%s" % (name, r.stderr))
        out = subprocess.run([os.path.join(root, "target/debug/app")], stdout=subprocess.PIPE, text=True,
                             timeout=30).stdout
        if out != APP_OUTPUT:
            raise Failure("the program printed:\n%s\nexpected:\n%s" % (out, APP_OUTPUT))

        # 2. cargo test: the harnesses' result lines
        # one test thread: libtest's output is then in name order
        r = cargo(root, rcc, ["test", "-p", "base", "--tests", "--", "--test-threads=1"], verbose)
        if r.returncode != 0:
            raise Failure("`cargo test` failed:\n" + r.stdout + r.stderr)
        lines = [l for l in normalize(r.stdout, root).splitlines() if l]
        if lines != BASE_TEST_LINES:
            raise Failure("`cargo test` printed:\n%s\nexpected:\n%s" % ("\n".join(lines), "\n".join(BASE_TEST_LINES)))

        # 3. diagnostics shown by cargo, as rustc 1.63's
        got = diagnostics(root, rcc, verbose)
        with open(EXPECTED) as f:
            want = f.read()
        if got != want:
            raise Failure("cargo's diagnostics with rcc:\n%s\nexpected (rustc 1.63's):\n%s" % (got, want))

        # 4. touching util rebuilds util and app only
        time.sleep(1.1)   # past the filesystem's mtime granularity
        os.utime(os.path.join(root, "util/src/lib.rs"))
        r = cargo(root, rcc, ["build", "-v"], verbose)
        if r.returncode != 0:
            raise Failure("the rebuild failed:\n" + r.stderr)
        compiled = set(re.findall(r"^\s*Compiling (\w+) v", r.stderr, re.M))
        fresh = set(re.findall(r"^\s*Fresh (\w+) v", r.stderr, re.M))
        if compiled != {"util", "app"} or fresh != {"base", "gen", "pm"}:
            raise Failure("after touching util: compiled %s, fresh %s (expected util and app; base, gen and pm)\n%s"
                          % (sorted(compiled), sorted(fresh), r.stderr))
    finally:
        shutil.rmtree(root, ignore_errors=True)


def bless(rustc, verbose):
    root = tempfile.mkdtemp(prefix="rcc-cargo-")
    try:
        write_tree(root)
        got = diagnostics(root, rustc, verbose)
        with open(EXPECTED, "w") as f:
            f.write(got)
        print("wrote %s" % EXPECTED)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rcc", required=True)
    ap.add_argument("--rustc", default="/usr/bin/rustc", help="the reference compiler for --bless")
    ap.add_argument("--bless", action="store_true", help="rewrite diagnostics.expected with rustc's output")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if not os.access(CARGO, os.X_OK):
        print("skipped: %s is not installed (apt-get install cargo)" % CARGO)
        return 77
    if a.bless:
        bless(a.rustc, a.verbose)
        return 0
    t0 = time.time()
    try:
        check(os.path.abspath(a.rcc), a.verbose)
    except Failure as e:
        print("FAIL: %s" % e)
        return 1
    print("ok (%.1fs)" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
