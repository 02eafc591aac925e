#!/usr/bin/env python3
"""corrupt.py — a corrupted rlib or rmeta gives a clean error, never a crash.

Usage: corrupt.py --rcc PATH/TO/rcc [-v]

Builds a small crate with rcc as an rlib and as an rmeta, then feeds rcc
variants of each as `--extern lib=FILE` to a crate that says
`extern crate lib;`: the file truncated at many lengths, every header
byte flipped, every byte of the section table flipped, the first, middle
and last byte of each section flipped, every byte of the ELF object that
wraps the blob in the rlib flipped, and every byte of the archive's
member headers flipped. Each run must exit with status 1 (not a signal,
no sanitizer report, no ICE) and its error must name the file, except
where the flipped byte is a header field no check can see (the crate's
name, stable id, edition, panic strategy, the dependency list, an archive
member's date/owner/mode): such a file is still valid and rcc goes on to
load it: the program then compiles (exit status 0, no output).
"""
import argparse
import os
import struct
import subprocess
import sys
import tempfile

LIB = """#![feature(no_core, lang_items)]
#![no_core]
#[lang = "sized"] pub trait Sized {}
#[no_mangle] pub extern "C" fn rcc_corrupt_fn() -> i32 { 7 }
pub fn g() {}
"""
USER = """#![feature(no_core)]
#![no_core]
extern crate lib;
pub fn f() { lib::g() }
"""
BAD_OUTPUT = ("AddressSanitizer", "LeakSanitizer", "runtime error:", "internal compiler error", "panicked",
              "Segmentation", "Aborted")


def leb(data, i):
    v = shift = 0
    while True:
        b = data[i]
        i += 1
        v |= (b & 0x7f) << shift
        shift += 7
        if not b & 0x80:
            return v, i


def blob_regions(blob):
    """(name, start, end, must_detect) regions of a metadata blob."""
    r = [("magic", 0, 8, True), ("version", 8, 12, True), ("header length", 12, 16, True),
         ("build id", 16, 32, True)]
    n, i = leb(blob, 32)
    r.append(("crate name length", 32, i, True))
    r.append(("crate name", i, i + n, False))
    i += n
    r.append(("stable id", i, i + 8, False))
    r.append(("crate hash", i + 8, i + 16, True))
    r.append(("edition, panic strategy, crate flags", i + 16, i + 19, False))
    i += 19
    ndeps, j = leb(blob, i)
    r.append(("dependency count", i, j, True))
    i = j
    for _ in range(ndeps):
        n, j = leb(blob, i)
        r.append(("dependency", i, j + n + 16, False))
        i = j + n + 16
    nsec, j = leb(blob, i)
    r.append(("section count", i, j, True))
    r.append(("section table", j, j + 9 * nsec, True))
    for k in range(nsec):
        tag, off, ln = struct.unpack_from("<BII", blob, j + 9 * k)
        if ln:
            for at in sorted({off, off + ln // 2, off + ln - 1}):
                r.append(("section %d" % tag, at, at + 1, True))
    return r


def ar_members(data):
    """(name, header offset, data offset, size) of each member."""
    out, at = [], 8
    while at + 60 <= len(data):
        name = data[at:at + 16].decode("latin-1").rstrip()
        size = int(data[at + 48:at + 58].decode().strip())
        out.append((name, at, at + 60, size))
        at += 60 + size + (size & 1)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rcc", required=True)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    rcc = os.path.abspath(args.rcc)
    failures = runs = 0
    with tempfile.TemporaryDirectory(prefix="rcc-corrupt-") as tmp:
        tmp = os.path.realpath(tmp)
        with open(os.path.join(tmp, "lib.rs"), "w") as f:
            f.write(LIB)
        with open(os.path.join(tmp, "user.rs"), "w") as f:
            f.write(USER)
        subprocess.run([rcc, "--crate-type", "lib", "--emit=link,metadata", "lib.rs"], cwd=tmp, check=True)
        rlib = open(os.path.join(tmp, "liblib.rlib"), "rb").read()
        rmeta = open(os.path.join(tmp, "liblib.rmeta"), "rb").read()
        members = ar_members(rlib)
        meta = [m for m in members if m[0].rstrip("/") == "lib.rmeta"][0]
        # lib.rmeta is an ELF object with the blob at offset 64 (.rmeta)
        blob_at = meta[2] + 64
        assert rlib[blob_at:blob_at + len(rmeta)] == rmeta, "the rlib's lib.rmeta does not hold the rmeta"

        def run(kind, data, what, must_name, must_load=False):
            nonlocal failures, runs
            runs += 1
            d = os.path.join(tmp, "v%d" % runs)
            os.mkdir(d)
            path = os.path.join(d, "liblib." + kind)
            with open(path, "wb") as f:
                f.write(data)
            p = subprocess.run([rcc, "--crate-type", "rlib", "user.rs", "--extern", "lib=" + path, "-o", os.path.join(d, "out")],
                               cwd=tmp, capture_output=True, text=True, errors="replace")
            err = p.stderr
            problems = []
            if any(b in err for b in BAD_OUTPUT):
                problems.append("crash output")
            named = path in err
            loaded = p.returncode == 0 and not err
            if must_name and not named:
                problems.append("the error does not name the file")
            if not loaded and p.returncode != 1:
                problems.append("exit status %d" % p.returncode)
            if not named and not loaded:
                problems.append("neither an error naming the file nor a load")
            if loaded and must_name:
                problems.append("a corrupt file was accepted")
            if must_load and not loaded:
                problems.append("an intact file did not load")
            if problems:
                failures += 1
                print("FAIL %s: %s: %s\n%s" % (kind, what, ", ".join(problems), err))
            elif args.v:
                print("ok %s: %s" % (kind, what))
            for fn in os.listdir(d):
                os.remove(os.path.join(d, fn))
            os.rmdir(d)

        # the intact files load
        run("rlib", rlib, "intact", False, True)
        run("rmeta", rmeta, "intact", False, True)
        # truncations
        for n in sorted(set(range(0, min(len(rmeta), 200))) | set(range(0, len(rmeta), 7))):
            run("rmeta", rmeta[:n], "truncated at %d" % n, True)
        for n in sorted(set(range(0, 200, 3)) | set(range(meta[2], meta[2] + meta[3], 3)) |
                        {meta[1], meta[2], meta[2] + meta[3] - 1}):
            if n < meta[2] + meta[3]:
                run("rlib", rlib[:n], "truncated at %d" % n, True)
        # flipped bytes in the blob's regions, as an rmeta and inside the rlib
        for name, start, end, must in blob_regions(rmeta):
            for at in range(start, end):
                for kind, data, base in (("rmeta", rmeta, 0), ("rlib", rlib, blob_at)):
                    b = bytearray(data)
                    b[base + at] ^= 0x5a
                    run(kind, bytes(b), "%s: byte %d flipped" % (name, at), must)
        # flipped bytes in lib.rmeta's ELF wrapper: its header and, after the
        # blob, its symbol table, string tables and section headers (the
        # fields md_open reads are seen; others are harmless)
        for at in list(range(meta[2], blob_at)) + list(range(blob_at + len(rmeta), meta[2] + meta[3])):
            b = bytearray(rlib)
            b[at] ^= 0x5a
            run("rlib", bytes(b), "lib.rmeta object byte %d flipped" % (at - meta[2]), False)
        # flipped bytes in the archive's magic and member headers
        for at in range(8):
            b = bytearray(rlib)
            b[at] ^= 0x5a
            run("rlib", bytes(b), "archive magic byte %d flipped" % at, True)
        for mname, hdr, _, _ in members:
            for off in range(60):
                b = bytearray(rlib)
                b[hdr + off] ^= 0x5a
                # the size and terminator of each member up to lib.rmeta and
                # lib.rmeta's name are seen; date, owner, mode are not read,
                # and another member renamed is just another member
                seen = off >= 48 or (hdr == meta[1] and off < 16)
                if hdr > meta[1]:
                    seen = False   # members after lib.rmeta are never read
                run("rlib", bytes(b), "member %s header byte %d flipped" % (mname, off), seen)
    print("%d runs, %d failures" % (runs, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
