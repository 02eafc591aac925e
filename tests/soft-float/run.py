#!/usr/bin/env python3
"""run.py — floats on a soft-float target (issue 15: the kernel's Rust is
+soft-float, no SSE). floats.rs is compiled with
-C target-feature=+soft-float,-sse,... at -O0 and -O2 and linked with
softfp.c's routines; its object must call them (no float instruction is
possible without SSE) and the program must print what rustc 1.63's
ordinary build of it prints (floats.stdout).

    run.py --rcc build/rcc
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FEATURES = "+soft-float,-sse,-sse2,-sse3,-ssse3,-sse4.1,-sse4.2,-avx,-avx2"
# what floats.rs must call (one of each kind of operation)
ROUTINES = ["__addsf3", "__muldf3", "__divdf3", "__lesf2", "__gedf2", "__unordsf2", "__eqsf2",
            "__fixdfsi", "__fixunsdfdi", "__floatdidf", "__floatundisf", "__extendsfdf2", "__truncdfsf2"]


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rcc", required=True)
    ap.add_argument("--cc", default="cc")
    args = ap.parse_args()
    expected = open(os.path.join(HERE, "floats.stdout")).read()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        softfp = os.path.join(tmp, "softfp.o")
        r = run([args.cc, "-O2", "-c", os.path.join(HERE, "softfp.c"), "-o", softfp])
        if r.returncode:
            print(r.stderr)
            return 1
        # softfp.o's __wrap_X stand for X (std's compiler_builtins has
        # hard-float X's): -Wl,--wrap=X sends the program's calls to them
        names = [l.split()[-1][len("__wrap_"):] for l in run(["nm", "-g", "--defined-only", softfp]).stdout.splitlines()
                 if l.split()[-1].startswith("__wrap_")]
        wrap = "-Wl," + ",".join("--wrap=" + n for n in names)
        for opt in ("0", "2"):
            obj = os.path.join(tmp, "floats%s.o" % opt)
            exe = os.path.join(tmp, "floats%s" % opt)
            base = [args.rcc, "--edition", "2021", "-C", "opt-level=" + opt, "-C", "target-feature=" + FEATURES,
                    os.path.join(HERE, "floats.rs")]
            r = run(base + ["--emit=obj", "-o", obj])
            if r.returncode:
                print("-O%s: compiling to an object failed:\n%s" % (opt, r.stderr))
                failures += 1
                continue
            undef = run(["nm", "-u", obj]).stdout.split()
            missing = [f for f in ROUTINES if f not in undef]
            if missing:
                print("-O%s: the object does not call %s" % (opt, ", ".join(missing)))
                failures += 1
            r = run(base + ["-C", "link-arg=" + softfp, "-C", "link-arg=" + wrap, "-o", exe])
            if r.returncode:
                print("-O%s: linking failed:\n%s" % (opt, r.stderr))
                failures += 1
                continue
            out = run([exe]).stdout
            if out != expected:
                print("-O%s: output differs from floats.stdout:" % opt)
                sys.stdout.writelines(__import__("difflib").unified_diff(
                    expected.splitlines(True), out.splitlines(True), "expected", "rcc"))
                failures += 1
            else:
                print("-O%s: ok" % opt)
        failures += kernel_flags(args.rcc, tmp)
    return 1 if failures else 0


# the options the kernel's flags and target.json must give GCC
KERNEL_GCC_OPTIONS = ["-mno-3dnow", "-mno-3dnowa", "-mno-mmx", "-msoft-float", "-mno-sse", "-mno-sse2",
                      "-mno-avx2", "-mno-red-zone", "-mcmodel=kernel", "-fno-pic", "-fno-omit-frame-pointer"]


def kernel_flags(rcc, tmp):
    """kernel-lib.rs with Linux 6.1's x86-64 Rust flags: GCC's recorded
    command line (-frecord-gcc-switches) holds the matching options."""
    obj = os.path.join(tmp, "kernel-lib.o")
    env = dict(os.environ, RCC_GCC_OPTIONS="-frecord-gcc-switches")
    r = run([rcc, "--target", os.path.join(HERE, "kernel-target.json"), "-Ccode-model=kernel", "-Cno-redzone=y",
             "-Crelocation-model=static", "-Ctarget-feature=-sse,-sse2,-sse3,-ssse3,-sse4.1,-sse4.2,-avx,-avx2",
             "-Cforce-frame-pointers=y", "-Copt-level=2", "--emit=obj", "-o", obj, os.path.join(HERE, "kernel-lib.rs")],
            env=env)
    if r.returncode:
        print("kernel flags: compiling failed:\n" + r.stderr)
        return 1
    line = run(["readelf", "-p", ".GCC.command.line", obj]).stdout.split()
    missing = [o for o in KERNEL_GCC_OPTIONS if o not in line]
    if missing:
        print("kernel flags: GCC was not given %s (it got: %s)" % (" ".join(missing), " ".join(line)))
        return 1
    print("kernel flags: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
