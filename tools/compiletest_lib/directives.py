"""Test headers ("directives") of a ui test, in rustc's compiletest format.

Takes the text of a test file (and, for a test with revisions, the revision
being run) and gives a TestProps: the mode (check/build/run, pass/fail), the
flags to compile with, auxiliary crates, normalisation rules, and whether the
test is ignored on our target and why.

Where directives live (learned from rustc 1.63's compiletest; facts, not code):
  * Old style: any `//` comment line before the first line that starts with
    `fn` or `mod` (after trimming) is a directive candidate: `// run-pass`,
    `//compile-flags: -O`, `// [rev] compile-flags: ...`, `//[rev] ...`.
  * New style (later rustc): `//@ run-pass`, `//@[rev] compile-flags: ...`,
    anywhere in the file. If a file has any `//@` directive, plain `//`
    comments are NOT directives (newer tests are full of prose comments).
  * A name directive matches when the line starts with the name followed by
    end of line, a space or a colon; a name-value directive needs the colon.
  * `ignore-X` / `only-X` / `normalize-stderr-X` compare X against the target
    (triple, os, arch, env, pointer width...). Everything is evaluated for the
    only target rcc has: x86_64-unknown-linux-gnu, 64-bit.
"""

import re

TARGET_TRIPLE = "x86_64-unknown-linux-gnu"
TARGET_ARCH = "x86_64"
TARGET_OS = "linux"
TARGET_ENV = "gnu"
TARGET_FAMILY = "unix"
TARGET_POINTER_WIDTH = "64bit"


class HeaderError(Exception):
    """A malformed or contradictory header; the test fails with this reason."""


class TestProps:
    """Everything the headers say about one revision of one test."""

    def __init__(self):
        self.revisions = []          # all revision names (file-wide)
        self.pass_mode = None        # None | "check" | "build" | "run"
        self.fail_mode = None        # None | "check" | "build" | "run"
        self.compile_flags = []      # extra arguments for the compiler, in order
        self.edition = None
        self.error_patterns = []
        self.forbid_output = []
        self.run_flags = []
        self.aux_builds = []         # file names relative to auxiliary/
        self.aux_crates = []         # (extern name, file name relative to auxiliary/)
        self.exec_env = []           # (name, value) for running the test program
        self.rustc_env = []          # (name, value) for running the compiler
        self.unset_rustc_env = []
        self.check_stdout = False
        self.check_run_results = False
        self.dont_check_compiler_stdout = False
        self.dont_check_compiler_stderr = False
        self.no_prefer_dynamic = False
        self.normalize_stdout = []   # (regex, replacement) in Rust regex syntax
        self.normalize_stderr = []
        self.failure_status = None   # None = the mode's default
        self.run_rustfix = False     # accepted; the fix step itself is not run
        self.stderr_per_bitwidth = False
        self.known_bug = False
        self.should_ice = False
        self.real_library = False    # builds on the real core/alloc sources
        self.ignore_reasons = []     # non-empty = the revision is ignored

    @property
    def ignored(self):
        return bool(self.ignore_reasons)

    def mode_name(self):
        if self.pass_mode:
            return self.pass_mode + "-pass"
        return (self.fail_mode or "check") + "-fail"


def iter_directives(text):
    """Yield (revisions or None, directive text) for each directive line.

    `revisions` is the list of revisions a `//[a,b]` prefix restricts the
    line to, or None when it applies to every revision.
    """
    lines = text.splitlines()
    new_style = any(l.lstrip().startswith("//@") for l in lines)
    for raw in lines:
        ln = raw.strip()
        if new_style:
            if not ln.startswith("//@"):
                continue
            body = ln[3:]
        else:
            if ln.startswith("fn") or ln.startswith("mod"):
                return
            if not ln.startswith("//"):
                continue
            body = ln[2:]
        body = body.lstrip()
        revs = None
        if body.startswith("["):
            close = body.find("]")
            if close < 0:
                raise HeaderError("malformed revision directive: %r" % ln)
            revs = [r.strip() for r in body[1:close].split(",") if r.strip()]
            body = body[close + 1:].lstrip()
        yield revs, body


def is_name_directive(line, name):
    """`name` alone, or followed by a space or colon (`ignore-x86` must not
    match `ignore-x86_64`)."""
    return line.startswith(name) and (len(line) == len(name) or line[len(name)] in " :")


def name_value(line, name):
    """The value of `name: value`, or None. The value is not trimmed."""
    if line.startswith(name) and line[len(name):len(name) + 1] == ":":
        return line[len(name) + 1:]
    return None


def target_matches(name):
    """Does the X of `ignore-X`/`only-X` name our target?"""
    return (name == "test"
            or name == TARGET_TRIPLE
            or name == TARGET_OS
            or name == TARGET_ARCH
            or name == TARGET_FAMILY
            or name == TARGET_POINTER_WIDTH
            or (name != "" and TARGET_ENV.startswith(name))
            or (name != "" and TARGET_TRIPLE.endswith(name)))


def cfg_directive_name(line, prefix):
    """For `prefix-NAME[: ...]` give NAME, else None."""
    if not line.startswith(prefix + "-"):
        return None
    rest = line[len(prefix) + 1:]
    return re.split(r"[: ]", rest, maxsplit=1)[0]


def parse_normalization(line):
    """`normalize-stderr-test: "from" -> "to"` gives ("from", "to").

    As in rustc, strings are the text between double quotes, no escapes.
    """
    parts = []
    rest = line
    for _ in range(2):
        b = rest.find('"')
        if b < 0:
            return None
        e = rest.find('"', b + 1)
        if e < 0:
            return None
        parts.append(rest[b + 1:e])
        rest = rest[e + 1:]
    return parts[0], parts[1]


def parse_env(value):
    """`FOO=BAR` or `FOO` (value empty)."""
    value = value.strip()
    name, _, val = value.partition("=")
    return name, val


# `needs-*` directives we can satisfy; any other `needs-*` ignores the test.
def needs_satisfied(name, config):
    if name == "needs-unwind":
        return config.panic_strategy == "unwind"
    return name in ("needs-asm-support", "needs-run-enabled")


def expand_variables(value, config):
    """{{cwd}}, {{src-base}}, {{build-base}} as compiletest expands them."""
    import os
    if "{{cwd}}" in value:
        value = value.replace("{{cwd}}", os.getcwd())
    if "{{src-base}}" in value:
        value = value.replace("{{src-base}}", config.src_base or os.getcwd())
    if "{{build-base}}" in value:
        value = value.replace("{{build-base}}", config.build_base or "")
    return value


def read_revisions(text):
    """The `revisions:` list, file-wide."""
    revs = []
    for only, line in iter_directives(text):
        v = name_value(line, "revisions")
        if v is not None:
            for r in v.split():
                if r in revs:
                    raise HeaderError("duplicate revision `%s`" % r)
                revs.append(r)
    return revs


def parse_props(text, revision, config, is_aux=False):
    """Parse all directives of `text` that apply to `revision` (None = the
    test has no revisions). `config` gives target properties and variables.
    """
    p = TestProps()
    p.revisions = read_revisions(text)
    for only, line in iter_directives(text):
        if only is not None:
            if revision is None:
                # rustc ignores revision-specific headers when running
                # without a revision; so do we.
                continue
            if revision not in only:
                continue
        _apply_directive(p, line, config)

    if p.pass_mode and p.fail_mode:
        raise HeaderError("cannot use a *-fail and *-pass mode together")
    if not is_aux and p.pass_mode is None and p.fail_mode is None:
        p.fail_mode = "check"        # the default: must fail to compile
    if p.should_ice:
        p.failure_status = 101
    return p


def _set_mode(p, attr, value, line):
    if getattr(p, attr) is not None and getattr(p, attr) != value:
        raise HeaderError("multiple `*-%s` headers: %r" % (attr.split("_")[0], line))
    setattr(p, attr, value)


def _apply_directive(p, line, config):
    """Apply one directive line to `p`; unknown lines are comments."""
    v = lambda name: (lambda x: None if x is None else expand_variables(x, config))(
        name_value(line, name))

    # Modes.
    for m in ("check", "build", "run"):
        if is_name_directive(line, m + "-pass"):
            _set_mode(p, "pass_mode", m, line)
        if is_name_directive(line, m + "-fail"):
            _set_mode(p, "fail_mode", m, line)
    if is_name_directive(line, "compile-fail"):
        _set_mode(p, "fail_mode", "check", line)

    val = v("compile-flags")
    if val is not None:
        p.compile_flags.extend(val.split())
    if name_value(line, "compiler-flags") is not None:
        raise HeaderError("`compiler-flags` should be spelled `compile-flags`")
    val = v("edition")
    if val is not None:
        p.edition = val.strip()
        p.compile_flags.append("--edition=" + p.edition)
    val = v("error-pattern")
    if val is not None:
        p.error_patterns.append(val)
    val = v("forbid-output")
    if val is not None:
        p.forbid_output.append(val)
    val = v("run-flags")
    if val is not None and not p.run_flags:
        p.run_flags = [a for a in val.split(" ") if a.strip()]
    val = v("aux-build")
    if val is not None:
        p.aux_builds.append(val.strip())
    val = v("aux-crate")
    if val is not None:
        name, eq, path = val.strip().partition("=")
        if not eq:
            raise HeaderError("aux-crate needs NAME=FILE: %r" % line)
        p.aux_crates.append((name, path))
    val = v("exec-env")
    if val is not None:
        p.exec_env.append(parse_env(val))
    val = v("rustc-env")
    if val is not None:
        p.rustc_env.append(parse_env(val))
    val = v("unset-rustc-env")
    if val is not None:
        p.unset_rustc_env.append(val.strip())
    val = v("failure-status")
    if val is not None:
        try:
            p.failure_status = int(val.strip())
        except ValueError:
            raise HeaderError("bad failure-status: %r" % line)

    for flag, attr in (("check-stdout", "check_stdout"),
                       ("check-run-results", "check_run_results"),
                       ("dont-check-compiler-stdout", "dont_check_compiler_stdout"),
                       ("dont-check-compiler-stderr", "dont_check_compiler_stderr"),
                       ("no-prefer-dynamic", "no_prefer_dynamic"),
                       ("run-rustfix", "run_rustfix"),
                       ("stderr-per-bitwidth", "stderr_per_bitwidth"),
                       ("known-bug", "known_bug"),
                       ("should-ice", "should_ice"),
                       ("real-library", "real_library")):
        if is_name_directive(line, flag):
            setattr(p, attr, True)

    for kind in ("stdout", "stderr"):
        name = cfg_directive_name(line, "normalize-" + kind)
        if name is not None and target_matches(name):
            rule = parse_normalization(line)
            if rule is None:
                raise HeaderError("bad normalization rule: %r" % line)
            getattr(p, "normalize_" + kind).append(rule)

    _apply_ignore(p, line, config)


def _apply_ignore(p, line, config):
    """ignore-*, only-*, needs-*: record why this revision cannot run here."""
    name = cfg_directive_name(line, "ignore")
    if name is not None and target_matches(name):
        p.ignore_reasons.append("ignore-" + name)
    name = cfg_directive_name(line, "only")
    if name is not None and not target_matches(name):
        p.ignore_reasons.append("only-" + name)
    if line.startswith("needs-"):
        name = re.split(r"[: ]", line, maxsplit=1)[0]
        if not needs_satisfied(name, config):
            why = "(panic=%s)" % config.panic_strategy if name == "needs-unwind" \
                else "(not supported by this runner)"
            p.ignore_reasons.append("%s %s" % (line.strip(), why))
