"""corelib.py — building the real `core` and `alloc` with rcc or rustc 1.63.

Takes: the library directory of a Rust 1.63 source tree (--library, else
$RCC_RUST_LIBRARY, else Debian's /usr/src/rustc-1.63.0/library) and a
compiler.
Gives: the command line of one configuration (crate, opt level, debug
assertions, extra cfgs), a runner that measures wall time and peak RSS of
the compiler process, and the counting of errors and warnings in its
output. Shared by tools/corpus/core-build, tools/corpus/core-symbols and
tools/bench/core-vs-rustc.

The command is the issue's: `--crate-type lib --crate-name CRATE --edition
2021 -C opt-level=N -C debug-assertions=on|off [--cfg X] --emit=obj
LIB.rs -o OUT`. Debug assertions are always given explicitly: rustc turns
them on by default at opt-level 0, so "off" needs the flag.
rcc has no rlibs yet, so its alloc loads core from source (`--extern
core=<library>/core/src/lib.rs`); rustc's alloc uses the core of its own
sysroot. Every rustc runs with RUSTC_BOOTSTRAP=1 (core and alloc use
unstable features).
"""

import hashlib
import json
import os
import re
import selectors
import subprocess
import time

DEFAULT_LIBRARY = "/usr/src/rustc-1.63.0/library"
DEFAULT_RUSTC = "/usr/bin/rustc"
CRATES = ("core", "alloc")


def library_dir(arg=None):
    """The library directory: the option, else $RCC_RUST_LIBRARY, else Debian's."""
    return os.path.abspath(arg or os.environ.get("RCC_RUST_LIBRARY") or DEFAULT_LIBRARY)


def crate_root(library, crate):
    return os.path.join(library, crate, "src", "lib.rs")


def is_rustc(prog):
    """Is prog a rustc (`rustc 1.63.0 ...`) rather than rcc?"""
    try:
        out = subprocess.run([prog, "--version"], capture_output=True, text=True,
                             timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return out.startswith("rustc ")


class Config:
    """One build of the matrix: crate, opt level, debug assertions, cfgs."""

    def __init__(self, crate, opt, debug_assertions, cfgs=()):
        self.crate, self.opt, self.da, self.cfgs = crate, str(opt), bool(debug_assertions), tuple(cfgs)

    def flags(self):
        """The flags both compilers get (everything but input, output, --extern)."""
        f = ["--crate-type", "lib", "--crate-name", self.crate, "--edition", "2021",
             "-C", "opt-level=%s" % self.opt,
             "-C", "debug-assertions=%s" % ("on" if self.da else "off")]
        for c in self.cfgs:
            f += ["--cfg", c]
        return f + ["--emit=obj"]

    def name(self):
        s = "%s -O%s da=%s" % (self.crate, self.opt, "on" if self.da else "off")
        for c in self.cfgs:
            s += " --cfg " + c
        return s

    def argv(self, compiler, library, out, rustc_like=False, extra=()):
        """The command line; rustc_like: compiler is a rustc (no --extern core:
        rustc takes core from its sysroot)."""
        argv = [compiler] + self.flags()
        if self.crate == "alloc" and not rustc_like:
            argv += ["--extern", "core=" + crate_root(library, "core")]
        return argv + list(extra) + [crate_root(library, self.crate), "-o", out]


def matrix(crates=CRATES, opts=("0", "2"), das=(False, True), oom=True):
    """The issue's configurations: each crate at each opt level with debug
    assertions off and on; alloc also with --cfg no_global_oom_handling."""
    out = []
    for crate in crates:
        cfgsets = [()]
        if crate == "alloc" and oom:
            cfgsets.append(("no_global_oom_handling",))
        for opt in opts:
            for da in das:
                for cfgs in cfgsets:
                    out.append(Config(crate, opt, da, cfgs))
    return out


def cache_dir(tool):
    """$RCC_CORPORA/TOOL (default ~/.cache/rcc-corpora/TOOL), shared by all
    worktrees: rustc's results do not depend on rcc."""
    base = os.environ.get("RCC_CORPORA") or os.path.join(os.path.expanduser("~"), ".cache",
                                                         "rcc-corpora")
    return os.path.join(base, tool)


def tree_stamp(dirs):
    """A hash of the path, size and mtime of every .rs file under dirs."""
    h = hashlib.sha256()
    for d in dirs:
        for dp, dns, fns in os.walk(d):
            dns.sort()
            for fn in sorted(fns):
                if fn.endswith(".rs"):
                    st = os.stat(os.path.join(dp, fn))
                    h.update(("%s %d %d\n" % (os.path.join(dp, fn), st.st_size,
                                              int(st.st_mtime))).encode())
    return h.hexdigest()


def cache_key(*parts):
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:20]


def rustc_version(rustc):
    try:
        return subprocess.run([rustc, "-vV"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return ""


def load_json(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def save_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp%d" % os.getpid()
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f)
    os.replace(tmp, path)


def compiler_env(rustc_like):
    env = dict(os.environ)
    if rustc_like:
        env["RUSTC_BOOTSTRAP"] = "1"
    return env


def measure(argv, env=None, cwd=None, timeout=None):
    """Runs argv with stdout discarded; returns a dict: wall (s), cpu (user+sys
    s), maxrss (KiB, the child's ru_maxrss), status (exit code, negative for a
    signal, None for a timeout), stderr (text)."""
    t0 = time.perf_counter()
    try:
        p = subprocess.Popen(argv, env=env, cwd=cwd, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             start_new_session=True)
    except OSError as e:
        return {"wall": 0.0, "cpu": 0.0, "maxrss": 0, "status": 127,
                "stderr": "cannot run %s: %s\n" % (argv[0], e)}
    chunks = []
    timed_out = False
    # The deadline is checked between reads of stderr (a failing core
    # prints a few hundred KB at most).
    sel = selectors.DefaultSelector()
    sel.register(p.stderr, selectors.EVENT_READ)
    while True:
        left = None if timeout is None else timeout - (time.perf_counter() - t0)
        if left is not None and left <= 0:
            timed_out = True
            os.killpg(p.pid, 9)
            break
        if not sel.select(left):
            continue
        b = os.read(p.stderr.fileno(), 65536)
        if not b:
            break
        chunks.append(b)
    sel.close()
    _pid, wstatus, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(wstatus)
    p.stderr.close()
    return {"wall": wall, "cpu": ru.ru_utime + ru.ru_stime, "maxrss": ru.ru_maxrss,
            "status": None if timed_out else p.returncode,
            "stderr": b"".join(chunks).decode("utf-8", "replace")}


ERROR_RE = re.compile(r"^error(\[(E\d{4})\])?(:|\[)")
WARN_RE = re.compile(r"^warning(\[(\w+)\])?:")
SUMMARY_RE = re.compile(r"^(error: aborting due to|warning: \d+ warnings? emitted|"
                        r"error: could not compile)")


def diagnostics(stderr):
    """[(level, code, message line, ' --> file:line:col' or '')] of the
    top-level errors and warnings in rustc-style output (the `aborting due
    to` and `N warnings emitted` summaries are not diagnostics)."""
    out = []
    lines = stderr.splitlines()
    for i, ln in enumerate(lines):
        if SUMMARY_RE.match(ln):
            continue
        m = ERROR_RE.match(ln)
        level = "error" if m else None
        if not m:
            m = WARN_RE.match(ln)
            level = "warning" if m else None
        if not m:
            continue
        code = m.group(2) or ""
        loc = ""
        for nxt in lines[i + 1:i + 3]:
            mm = re.match(r"^\s*--> (.*)$", nxt)
            if mm:
                loc = mm.group(1)
                break
        out.append((level, code, ln, loc))
    return out


def first_line(stderr):
    """The first error line, else the first non-empty line (a crash message)."""
    for ln in stderr.splitlines():
        if ERROR_RE.match(ln) and not SUMMARY_RE.match(ln):
            return ln
    for ln in stderr.splitlines():
        if ln.strip():
            return ln.strip()
    return ""


def status_text(st):
    if st is None:
        return "timeout"
    if st < 0:
        return "signal %d" % -st
    return "exit %d" % st
