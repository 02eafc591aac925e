"""corpuslib.py — shared helpers for the parse-corpus tools in tools/corpus/.

Takes: the Rust 1.63 source tree (library/, compiler/, vendor/, src/test/ui/).
Gives: the list of (path, edition) cases to parse, the subset each path belongs
to, the reading and writing of the verdict TSV files, and a small parallel
runner that executes one command per case under a timeout.

Everything here is Python 3 standard library only (tomllib needs 3.11; older
Pythons fall back to a line-based reader of Cargo.toml that is good enough for
the `edition = "..."` keys this corpus uses).
"""

import os
import re
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

try:
    import tomllib  # Python >= 3.11
except ImportError:  # pragma: no cover - only on old Pythons
    tomllib = None

# The corpus root: the fetch script (/work/shared/tools/rust-src-1.63) puts it
# here; RCC_CORPORA moves the whole cache, as it does for that script.
CORPORA_DIR = os.environ.get("RCC_CORPORA",
                             os.path.join(os.path.expanduser("~"), ".cache", "rcc-corpora"))
DEFAULT_ROOT = os.path.join(CORPORA_DIR, "rustc-1.63.0-src")

# Top-level trees of the corpus, in report order, with their short names.
TREES = [("library", "library"), ("compiler", "compiler"),
         ("vendor", "vendor"), ("src/test/ui", "ui")]
SUBSETS = [short for _, short in TREES]

DEFAULT_EDITION = "2015"


def subset_of(path):
    """Short subset name (library/compiler/vendor/ui) of a root-relative path."""
    for prefix, short in TREES:
        if path == prefix or path.startswith(prefix + "/"):
            return short
    return "other"


def is_ui_parser(path):
    """True for the files the acceptance check singles out: src/test/ui/parser/."""
    return path.startswith("src/test/ui/parser/")


# ---------------------------------------------------------------------------
# Editions of Cargo crates (library/, compiler/, vendor/)
# ---------------------------------------------------------------------------

def _load_toml(path):
    """Parses a Cargo.toml into a dict; None when it cannot be read."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if tomllib is not None:
        try:
            return tomllib.loads(data.decode("utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError):
            pass  # fall through to the line reader, which is more forgiving
    return _toml_fallback(data.decode("utf-8", "replace"))


def _toml_fallback(text):
    """Line-based reader for the few keys we need: section headers, `edition`,
    `edition.workspace`, `path` and `name`. Array tables become lists."""
    root = {}
    cur = root
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.match(r"^\[\[([A-Za-z0-9_.-]+)\]\]$", line)
        if m:
            cur = {}
            root.setdefault(m.group(1), []).append(cur)
            continue
        m = re.match(r"^\[([A-Za-z0-9_.-]+)\]$", line)
        if m:
            cur = root
            for part in m.group(1).split("."):
                cur = cur.setdefault(part, {})
            continue
        m = re.match(r"""^([A-Za-z0-9_.-]+)\s*=\s*(.*)$""", line)
        if not m:
            continue
        key, val = m.group(1), m.group(2).strip()
        if val in ("true", "false"):
            val = val == "true"
        elif len(val) >= 2 and val[0] == val[-1] and val[0] in "\"'":
            val = val[1:-1]
        elif val.startswith("{") and "workspace" in val and "true" in val:
            val = {"workspace": True}
        target = cur
        parts = key.split(".")
        for part in parts[:-1]:
            target = target.setdefault(part, {})
        target[parts[-1]] = val
    return root


class CargoEditions:
    """Finds the edition of a file from the nearest Cargo.toml above it.

    Rules (Cargo's): `[package] edition = "E"`; `edition.workspace = true`
    (or `edition = { workspace = true }`) takes `[workspace.package] edition`
    of the workspace root, the nearest Cargo.toml further up with a
    `[workspace]` table; no edition key means 2015. A target table
    (`[lib]`, `[[bin]]`, `[[test]]`, `[[example]]`, `[[bench]]`) may carry its
    own edition: it is applied to that target's root file only, since
    we do not follow `mod` declarations. A directory whose nearest Cargo.toml
    is a virtual manifest (no [package]), or that has none at all, gets 2015.
    """

    TARGET_DIRS = {"test": "tests", "example": "examples", "bench": "benches"}

    def __init__(self, root):
        self.root = root
        self._manifest_of_dir = {}   # dir -> nearest Cargo.toml dir or None
        self._info = {}              # manifest dir -> (edition, why, {file: edition})

    def _nearest_manifest_dir(self, d):
        chain = []
        found = None
        while True:
            if d in self._manifest_of_dir:
                found = self._manifest_of_dir[d]
                break
            chain.append(d)
            if os.path.isfile(os.path.join(self.root, d, "Cargo.toml")):
                found = d
                break
            if d in ("", "."):
                break
            d = os.path.dirname(d)
        for c in chain:
            self._manifest_of_dir[c] = found
        return found

    def _workspace_edition(self, start_dir):
        d = os.path.dirname(start_dir)
        while True:
            man = os.path.join(self.root, d, "Cargo.toml")
            if os.path.isfile(man):
                t = _load_toml(man) or {}
                ws = t.get("workspace")
                if isinstance(ws, dict):
                    e = (ws.get("package") or {}).get("edition")
                    return str(e) if e else DEFAULT_EDITION
            if d in ("", "."):
                return DEFAULT_EDITION
            d = os.path.dirname(d)

    def _resolve(self, mdir, val):
        if isinstance(val, dict) and val.get("workspace") is True:
            return self._workspace_edition(mdir)
        return str(val)

    def _manifest_info(self, mdir):
        if mdir in self._info:
            return self._info[mdir]
        man = os.path.join(mdir, "Cargo.toml")
        t = _load_toml(os.path.join(self.root, man)) or {}
        pkg = t.get("package")
        targets = {}
        if not isinstance(pkg, dict):
            info = (DEFAULT_EDITION, man + " (virtual manifest)", targets)
        else:
            if "edition" in pkg:
                edition = self._resolve(mdir, pkg["edition"])
                why = man
            else:
                edition, why = DEFAULT_EDITION, man + " (no edition key)"
            for kind in ("lib", "bin", "test", "example", "bench"):
                tabs = t.get(kind)
                if isinstance(tabs, dict):
                    tabs = [tabs]
                for tab in tabs or []:
                    if not isinstance(tab, dict) or "edition" not in tab:
                        continue
                    for rel in self._target_paths(kind, tab):
                        targets[os.path.normpath(os.path.join(mdir, rel))] = \
                            self._resolve(mdir, tab["edition"])
            info = (edition, why, targets)
        self._info[mdir] = info
        return info

    def _target_paths(self, kind, tab):
        if "path" in tab:
            return [tab["path"]]
        name = tab.get("name", "")
        if kind == "lib":
            return ["src/lib.rs"]
        if kind == "bin":
            return ["src/main.rs", "src/bin/%s.rs" % name, "src/bin/%s/main.rs" % name]
        sub = self.TARGET_DIRS[kind]
        return ["%s/%s.rs" % (sub, name), "%s/%s/main.rs" % (sub, name)]

    def edition(self, path):
        """(edition, why) for a root-relative path."""
        mdir = self._nearest_manifest_dir(os.path.dirname(path))
        if mdir is None:
            return DEFAULT_EDITION, "no Cargo.toml above"
        edition, why, targets = self._manifest_info(mdir)
        if path in targets:
            return targets[path], why + " (target table)"
        return edition, why


# ---------------------------------------------------------------------------
# Editions of compiletest files (src/test/ui)
# ---------------------------------------------------------------------------

_EDITION_FLAG = re.compile(r"--edition(?:=|\s+)(\S+)")


def ui_header_editions(fullpath):
    """Returns the sorted list of (edition, why) a ui test file is compiled with.

    Mirrors compiletest 1.63 (src/tools/compiletest/src/header.rs): header
    lines are the `//` comments before the first line that starts with `fn`
    or `mod`; `//[rev] directive` applies to one revision only; a directive is
    `edition:E` or `compile-flags: ... --edition E ...`. The newer `//@`
    spelling is accepted too. Auxiliary files are read the same way (they
    are built with their own headers). When revisions give different
    editions, every distinct edition is returned (one case each).
    """
    try:
        with open(fullpath, "rb") as f:
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return [(DEFAULT_EDITION, "unreadable")]
    common = []        # edition values that apply to every revision, in order
    per_rev = {}       # revision -> edition values, in order
    revisions = []
    for ln in text.splitlines():
        ln = ln.strip()
        if ln.startswith("fn") or ln.startswith("mod"):
            break
        if not ln.startswith("//"):
            continue
        rest = ln[2:]
        if rest.startswith("@"):
            rest = rest[1:]
        rest = rest.lstrip()
        rev = None
        if rest.startswith("["):
            close = rest.find("]")
            if close < 0:
                continue
            rev = rest[1:close].strip()
            rest = rest[close + 1:].lstrip()
        found = []
        if rest.startswith("edition:"):
            found.append(rest[len("edition:"):].strip())
        elif rest.startswith("compile-flags:"):
            found.extend(_EDITION_FLAG.findall(rest))
        elif rest.startswith("revisions:") and rev is None:
            revisions.extend(rest[len("revisions:"):].split())
        for e in found:
            if rev is None:
                common.append(e)
            else:
                # `//[a,b]` lists are not compiletest 1.63 syntax, but cheap to honour.
                for r in rev.split(","):
                    per_rev.setdefault(r.strip(), []).append(e)
    base = common[-1] if common else DEFAULT_EDITION
    base_why = "header" if common else "default"
    if not revisions:
        return [(base, base_why)]
    result = {}
    for r in revisions:
        vals = common + per_rev.get(r, [])
        e = vals[-1] if vals else DEFAULT_EDITION
        result.setdefault(e, []).append(r)
    return sorted((e, "revisions " + ",".join(rs)) for e, rs in result.items())


# ---------------------------------------------------------------------------
# Listing the corpus
# ---------------------------------------------------------------------------

def walk_rs(root, tree):
    """Sorted root-relative paths of the .rs files under root/tree."""
    out = []
    base = os.path.join(root, tree)
    for dp, dns, fns in os.walk(base):
        dns.sort()
        rel = os.path.relpath(dp, root)
        for fn in fns:
            if fn.endswith(".rs"):
                out.append(os.path.join(rel, fn))
    out.sort()
    return out


def list_cases(root, subsets=None, with_why=False):
    """Yields (path, edition[, why]) for every case of the corpus."""
    cargo = CargoEditions(root)
    for tree, short in TREES:
        if subsets and short not in subsets:
            continue
        for path in walk_rs(root, tree):
            if short == "ui":
                pairs = ui_header_editions(os.path.join(root, path))
            else:
                pairs = [cargo.edition(path)]
            for edition, why in pairs:
                yield (path, edition, why) if with_why else (path, edition)


def read_cases(tsv_path):
    """Reads a path<TAB>edition[...] TSV (comments start with '#')."""
    cases = []
    with open(tsv_path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            cases.append((cols[0], cols[1] if len(cols) > 1 else DEFAULT_EDITION))
    return cases


# ---------------------------------------------------------------------------
# Verdict TSV files
# ---------------------------------------------------------------------------

VERDICT_HEADER = ["path", "edition", "verdict", "first_error"]


def clean_field(s):
    """Makes a string safe for one TSV field."""
    return s.replace("\t", " ").replace("\r", " ").replace("\n", " ").strip()


def read_verdicts(tsv_path):
    """Reads a verdicts TSV into {(path, edition): (verdict, first_error)} plus
    the list of '#' comment lines (which say which compiler made it)."""
    verdicts, comments = {}, []
    with open(tsv_path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                comments.append(line.rstrip("\n"))
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 3 or cols[:3] == VERDICT_HEADER[:3]:
                continue
            verdicts[(cols[0], cols[1])] = (cols[2], cols[3] if len(cols) > 3 else "")
    return verdicts, comments


# ---------------------------------------------------------------------------
# Running a compiler over the cases
# ---------------------------------------------------------------------------

def first_error(stderr_text):
    """The first `error...` line of a rustc-style diagnostic output, prefixed by
    the `line:col` of its ` --> file:line:col` arrow when there is one."""
    lines = stderr_text.splitlines()
    for i, ln in enumerate(lines):
        if ln.startswith("error") and not ln.startswith("error: aborting"):
            loc = ""
            for nxt in lines[i + 1:i + 4]:
                m = re.match(r"^\s*--> .*?:(\d+:\d+)$", nxt)
                if m:
                    loc = m.group(1) + " "
                    break
            return clean_field(loc + ln)[:300]
    # No rustc-style line: give the first non-empty line (e.g. a crash message).
    for ln in lines:
        if ln.strip():
            return clean_field(ln)[:300]
    return ""


def run_one(argv, cwd, timeout, env=None):
    """Runs argv; returns (status, exit_code_or_signal, stderr_text, seconds).

    status is 'accept' (exit 0), 'reject' (exit 1), 'timeout', or 'crash'
    (any other exit code, e.g. 101 for an ICE, or death by a signal).
    """
    t0 = time.monotonic()
    try:
        # A session of its own, so that a timeout kills the compiler and
        # anything it started (e.g. a wrapper script's children) together.
        p = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             start_new_session=True)
    except OSError as e:
        return "crash", None, "cannot run: %s" % e, time.monotonic() - t0
    try:
        _out, errb = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _out, errb = p.communicate()
        return "timeout", None, errb.decode("utf-8", "replace"), time.monotonic() - t0
    err = errb.decode("utf-8", "replace")
    dt = time.monotonic() - t0
    if p.returncode == 0:
        return "accept", 0, err, dt
    if p.returncode == 1:
        return "reject", 1, err, dt
    if p.returncode < 0:
        return "crash", "signal %d" % -p.returncode, err, dt
    return "crash", p.returncode, err, dt


def run_all(cases, make_argv, cwd, timeout, jobs, env=None, progress=True):
    """Runs make_argv(path, edition) for every case with `jobs` workers.

    Returns {(path, edition): (status, code, first_error, seconds)}.
    Prints a progress line to stderr every ~5% when progress is set.
    """
    results = {}
    lock = threading.Lock()
    total = len(cases)
    step = max(1, total // 20)
    t0 = time.monotonic()

    def work(case):
        path, edition = case
        status, code, err, dt = run_one(make_argv(path, edition), cwd, timeout, env)
        fe = first_error(err)
        if status == "timeout":
            fe = ("timeout after %gs; " % timeout) + fe
        elif status == "crash" and code is not None:
            fe = ("exit %s; " % code) + fe
        with lock:
            results[case] = (status, code, fe, dt)
            n = len(results)
            if progress and (n % step == 0 or n == total):
                sys.stderr.write("  %d/%d done (%.0fs)\n" % (n, total, time.monotonic() - t0))
                sys.stderr.flush()

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
        list(ex.map(work, cases))
    return results
