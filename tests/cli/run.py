#!/usr/bin/env python3
"""run.py — runs one command-line test case file (tests/cli/*.test).

Usage: run.py --rcc PATH/TO/rcc CASEFILE [-v]

A case file describes one or more invocations of rcc. Invocations are
separated by a line holding only `===`. An invocation is a list of
sections; a section starts with a header line `# NAME:` (some headers take
a value on the same line) and its body is every following line up to the
next header, separator or end of file:

    # cmd: {rcc} --print cfg --cfg foo     the command (required; split like
                                            a POSIX shell would, no globbing)
    # file: src/a.rs                       body: contents of a file to create
    # file-hex: bad.rs                     body: the file's bytes in hex
    # dir: some.rs                         create a directory (no body)
    # stdin:                               body: fed to the command's stdin
    # env: NAME=VALUE                      set an environment variable
    # status: 1                            expected exit status (default 0)
    # stdout:                              body: the exact expected stdout
    # stderr:                              body: the exact expected stderr
    # stdout-contains: / stderr-contains:  body: each line must occur in it
    # stdout-lacks: / stderr-lacks:        body: no line may occur in it
    # stdout-regex: / stderr-regex:        body: a Python regex that must
                                            match somewhere (re.M | re.S)
    # source: rustc 1.63                   where the expectation comes from
                                            (`rustc 1.63`: recorded from
                                            /usr/bin/rustc; `rcc`: rcc's
                                            own behaviour). Not checked.

A body's text is its lines joined with newlines, plus a final newline when
the body is not empty; an empty `# stdout:` body means "no output". Bodies
are exact: a blank line before the next header is part of the body (rustc
ends each diagnostic with one), so separate sections with `##` lines, not
blank ones, where the blank would matter. When
stdout or stderr has no expectation at all, it is not checked. Lines
starting with `##` are comments, anywhere. A body line starting with `\\#`
has that backslash removed (to write a line that looks like a header).

Placeholders, replaced in commands, file contents and expectations (in a
regex they stand for the literal text):
    {rcc}      the rcc executable        {rcc_dir}  its directory
    {tmp}      a fresh directory for this case file; every invocation runs
               with it as the working directory, and the files it creates
               stay there for the next invocations.

The exit status is 0 when every invocation met every expectation.
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

HEADER = re.compile(r"^# ([a-z][a-z-]*):(?: (.*))?$")

VALUE_HEADERS = {"cmd", "file", "file-hex", "dir", "env", "status", "source"}
BODY_HEADERS = {"file", "file-hex", "stdin", "stdout", "stderr",
                "stdout-contains", "stderr-contains", "stdout-lacks",
                "stderr-lacks", "stdout-regex", "stderr-regex"}
KNOWN = VALUE_HEADERS | BODY_HEADERS


class CaseError(Exception):
    pass


def parse(text, path):
    """Returns a list of invocations, each a list of (name, value, body, line)."""
    invocations, current, section = [], [], None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()   # the file's final newline ends the last line
    for lineno, line in enumerate(lines, 1):
        if line.startswith("##"):
            continue
        if line == "===":
            if section:
                current.append(section)
            invocations.append(current)
            current, section = [], None
            continue
        m = HEADER.match(line)
        if m and m.group(1) in KNOWN:
            if section:
                current.append(section)
            section = [m.group(1), m.group(2) or "", [], lineno]
            continue
        if m:
            raise CaseError(f"{path}:{lineno}: unknown section `# {m.group(1)}:`")
        if section is None:
            if line.strip():
                raise CaseError(f"{path}:{lineno}: text outside a section")
            continue
        section[2].append(line[1:] if line.startswith("\\#") else line)
    if section:
        current.append(section)
    invocations.append(current)
    return [inv for inv in invocations if inv]


def body_text(lines):
    return "\n".join(lines) + "\n" if lines else ""


def substitute(s, subst, regex=False):
    for key, val in subst.items():
        s = s.replace("{" + key + "}", re.escape(val) if regex else val)
    return s


def show(name, expected, actual):
    diff = difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                f"expected {name}", f"actual {name}")
    return "".join(diff) or f"(expected {expected!r}, got {actual!r})\n"


def run_invocation(inv, subst, tmp, path, verbose):
    cmd, stdin, status, env = None, "", 0, dict(os.environ)
    for var in ("RUSTC_BOOTSTRAP", "RUSTFLAGS", "CLICOLOR_FORCE"):
        env.pop(var, None)
    checks = []
    for name, value, body, lineno in inv:
        value = substitute(value, subst)
        if name == "cmd":
            cmd = value
        elif name == "file":
            target = os.path.join(tmp, value)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as f:
                f.write(substitute(body_text(body), subst))
        elif name == "file-hex":
            target = os.path.join(tmp, value)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(bytes.fromhex("".join(body)))
        elif name == "dir":
            os.makedirs(os.path.join(tmp, value), exist_ok=True)
        elif name == "env":
            k, _, v = value.partition("=")
            env[k] = v
        elif name == "stdin":
            stdin = substitute(body_text(body), subst)
        elif name == "status":
            status = int(value)
        elif name == "source":
            pass
        else:
            checks.append((name, body, lineno))
    if cmd is None:
        raise CaseError(f"{path}:{inv[0][3]}: invocation without `# cmd:`")

    argv = shlex.split(cmd)
    if verbose:
        print("$", cmd)
    proc = subprocess.run(argv, input=stdin.encode(), cwd=tmp, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    failures = []
    if proc.returncode != status:
        failures.append(f"exit status {proc.returncode}, expected {status}\n")
    for name, body, lineno in checks:
        stream, _, kind = name.partition("-")
        actual = out if stream == "stdout" else err
        if kind == "":
            expected = substitute(body_text(body), subst)
            if actual != expected:
                failures.append(f"line {lineno}: {stream} differs:\n" + show(stream, expected, actual))
        elif kind == "contains":
            for line in body:
                if line and substitute(line, subst) not in actual:
                    failures.append(f"line {lineno}: {stream} lacks {substitute(line, subst)!r}\n")
        elif kind == "lacks":
            for line in body:
                if line and substitute(line, subst) in actual:
                    failures.append(f"line {lineno}: {stream} contains {substitute(line, subst)!r}\n")
        elif kind == "regex":
            pattern = substitute(body_text(body).rstrip("\n"), subst, regex=True)
            if not re.search(pattern, actual, re.M | re.S):
                failures.append(f"line {lineno}: {stream} does not match /{pattern}/\n")
    if failures:
        report = [f"FAIL: {cmd}\n"] + failures
        report.append(f"--- stdout ---\n{out}--- stderr ---\n{err}--------------\n")
        return "".join(report)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rcc", required=True, help="the rcc executable")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("case")
    args = ap.parse_args()
    rcc = os.path.abspath(args.rcc)
    with open(args.case, encoding="utf-8") as f:
        text = f.read()
    try:
        invocations = parse(text, args.case)
        if not invocations:
            raise CaseError(f"{args.case}: no invocations")
        failed = 0
        with tempfile.TemporaryDirectory(prefix="rcc-cli-") as tmp:
            subst = {"rcc": rcc, "rcc_dir": os.path.dirname(rcc), "tmp": tmp}
            for inv in invocations:
                report = run_invocation(inv, subst, tmp, args.case, args.verbose)
                if report:
                    failed += 1
                    sys.stdout.write(report)
    except CaseError as e:
        print(f"error: {e}")
        return 2
    total = len(invocations)
    print(f"{os.path.basename(args.case)}: {total - failed}/{total} invocations passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
