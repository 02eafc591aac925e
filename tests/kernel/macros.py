#!/usr/bin/env python3
"""macros.py — the Linux kernel's proc-macro crate `macros` (Linux 6.1,
from Debian's linux-source-6.1) built and run by rcc (issue 15).

Usage: macros.py --rcc PATH/TO/rcc [--bless] [-v]

In a temporary directory it unpacks rust/macros from
/usr/src/linux-source-6.1.tar.xz, builds it with rcc as Kbuild builds it
(a proc-macro crate, edition 2021, `--extern proc_macro`), and checks:
  1. module.rs (here: a module using module! with all of 6.1's keys:
     type, name, author, description, license, alias), expanded with
     -Zunpretty=expanded and RUST_MODFILE set, prints module.expanded
     byte for byte: rustc 1.63's output with rustc's build of the same
     crate (comments, blank lines, /// docs from the macro's output and
     line breaks included);
  2. without RUST_MODFILE the macro panics, and the error is
     module-panic.stderr, rustc 1.63's report (paths normalised).
--bless rewrites both expected files with /usr/bin/rustc (RUSTC_BOOTSTRAP=1)
and rustc's build of the crate. Exits 77 (CTest's skip) when the tarball
is missing.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

TARBALL = "/usr/src/linux-source-6.1.tar.xz"
MEMBER = "linux-source-6.1/rust/macros"
RUSTC = "/usr/bin/rustc"
HERE = os.path.dirname(os.path.abspath(__file__))
MODFILE = "drivers/misc/rcc_echo"


def unpack(tmp):
    # tar(1) decompresses faster than Python's tarfile (the kernel's
    # sources are large; only rust/macros is extracted)
    r = subprocess.run(["tar", "-xJf", TARBALL, "-C", tmp, MEMBER], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    lib = os.path.join(tmp, MEMBER, "lib.rs")
    if r.returncode != 0 or not os.path.exists(lib):
        sys.exit("macros.py: cannot extract %s from %s: %s" % (MEMBER, TARBALL, r.stderr))
    return lib


def run(cmd, cwd, env, verbose):
    if verbose:
        print("+ " + " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


def normalise(text, tmp):
    return text.replace(tmp + "/", "").replace(tmp, "")


def check(name, got, expected_file, failures):
    with open(expected_file) as f:
        want = f.read()
    if got == want:
        return
    failures.append(name)
    import difflib
    sys.stderr.write("macros.py: %s differs from %s:\n" % (name, os.path.basename(expected_file)))
    sys.stderr.writelines(difflib.unified_diff(want.splitlines(True), got.splitlines(True), "expected", "got"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rcc", required=True)
    ap.add_argument("--bless", action="store_true")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(TARBALL):
        print("macros.py: %s is missing (Debian's linux-source-6.1), skipped" % TARBALL)
        return 77
    compiler = RUSTC if args.bless else os.path.abspath(args.rcc)
    tmp = tempfile.mkdtemp(prefix="rcc-kernel-")
    try:
        lib = unpack(tmp)
        env = dict(os.environ)
        env.pop("RUST_MODFILE", None)
        if args.bless:
            env["RUSTC_BOOTSTRAP"] = "1"
        so = os.path.join(tmp, "libmacros.so")
        r = run([compiler, "--edition=2021", "--extern", "proc_macro", "--crate-type", "proc-macro",
                 "--crate-name", "macros", lib, "-o", so], tmp, env, args.v)
        if r.returncode != 0:
            sys.stderr.write(r.stderr)
            sys.exit("macros.py: building the macros crate failed (status %d)" % r.returncode)
        shutil.copy(os.path.join(HERE, "module.rs"), tmp)
        expand = [compiler, "--edition=2021", "-Zunpretty=expanded", "--cfg", "MODULE", "--crate-type", "rlib",
                  "--extern", "macros=" + so, "module.rs"]
        # 1. the expansion (rustc then fails to resolve `kernel`: only the
        # printed crate matters)
        r = run(expand, tmp, dict(env, RUST_MODFILE=MODFILE), args.v)
        expanded = r.stdout
        # 2. the macro's panic without RUST_MODFILE
        r = run(expand, tmp, env, args.v)
        panic = normalise(r.stderr, tmp)
        out_expanded = os.path.join(HERE, "module.expanded")
        out_panic = os.path.join(HERE, "module-panic.stderr")
        if args.bless:
            with open(out_expanded, "w") as f:
                f.write(expanded)
            with open(out_panic, "w") as f:
                f.write(panic)
            print("macros.py: blessed module.expanded and module-panic.stderr")
            return 0
        failures = []
        check("the expansion of module.rs", expanded, out_expanded, failures)
        if r.returncode != 1:
            failures.append("the panic's exit status (%d, want 1)" % r.returncode)
        check("the panic without RUST_MODFILE", panic, out_panic, failures)
        if failures:
            print("macros.py: FAILED: " + "; ".join(failures))
            return 1
        print("macros.py: the macros crate built by rcc expands module! as rustc 1.63 does")
        return 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
