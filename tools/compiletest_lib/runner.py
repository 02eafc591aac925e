"""Running one ui test: compile (auxiliary crates first), check the exit
status, the diagnostics against `//~` annotations and error patterns, the
output against golden files, then run the program if the mode says so.

Takes a test path and a Config; gives an Outcome (PASS/FAIL/IGNORE, a
one-line reason, and detail lines for a human: commands, diffs, output).

The modes and what they require (rustc's ui-test rules):
  check-pass / build-pass   compiles successfully (check: analysis only,
                            `--emit=metadata`)
  run-pass                  compiles, and the program exits with status 0
  check-fail (the default)  fails to compile, status = failure-status (1)
  build-fail                passes `--emit=metadata`, fails a full build
  run-fail                  compiles, the program exits with status 101
                            (or `failure-status`), not 0
A compiler killed by a signal (CRASH) or exiting 101 (ICE) fails the test,
unless the test expects that status (`failure-status: 101`).
"""

import difflib
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile

from . import annotations
from . import diagnostics
from . import directives
from . import normalize


class Config:
    """Runner-wide settings, filled from the command line."""

    def __init__(self):
        self.compiler = None
        self.root = None              # tests/ui; names and {{src-base}} are relative to it
        self.bless = False
        self.strict_output = False    # missing compile .stderr/.stdout = expect empty
        self.compile_timeout = 60.0
        self.run_timeout = 10.0
        self.compiler_args = []       # --rcc-arg, added to every compile
        self.aux_mode = "source"      # "source" (rcc today) or "lib" (rustc)
        self.panic_strategy = "abort"
        self.keep_tmp = False
        self.json_mode = "auto"       # "auto": JSON when the test has annotations
        self.json_args = []           # passed along with --error-format=json
        self.mode_flags = True        # -A unused / --emit=metadata like rustc's compiletest
        self.src_dirs = []            # replaced by $SRC_DIR in output
        self.tmp_root = None
        self.src_base = None          # for {{src-base}}
        self.build_base = None        # for {{build-base}}
        self.library = None           # the real library's sources (library/), for real-library
        self.library_externs = True   # real-library passes --extern core/alloc (not for rustc)
        self.valgrind = False         # run test programs under valgrind's memcheck
        self.check_compiler_output = True  # compare compiler stdout/stderr with goldens
        self.memory_limit = 0         # bytes of address space per compile/run (0: none)


# How much slower a program runs under valgrind: its run timeout grows by this.
VALGRIND_SLOWDOWN = 10


def valgrind_command(log):
    """memcheck with leaks as errors: definite and indirect losses (lost
    blocks), and possible ones (a pointer into the middle of a block only);
    memory still reachable at exit is not a leak (a panic exits with the
    stack's values alive). The log goes to a file, so that the program's
    own stderr is compared unchanged."""
    return ["valgrind", "--log-file=" + log, "--leak-check=full",
            "--show-leak-kinds=definite,indirect,possible",
            "--errors-for-leak-kinds=definite,indirect,possible",
            "--track-origins=yes"]


class Outcome:
    def __init__(self, status, reason="", details=None, procs=None):
        self.status = status          # "PASS", "FAIL" or "IGNORE"
        self.reason = reason
        self.details = details or []
        # (what, ProcResult) of the failing revision, for tools that
        # classify failures (tools/corpus/ui-run)
        self.procs = procs or []


class Failure(Exception):
    """Stops a revision: the reason, and details to show."""

    def __init__(self, reason, details=None):
        Exception.__init__(self, reason)
        self.reason = reason
        self.details = details or []


class ProcResult:
    def __init__(self, cmd, status, stdout, stderr, timed_out=False, error=None):
        self.cmd = cmd
        self.status = status          # exit status; negative = killed by that signal
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out
        self.error = error            # could not start it at all

    def cmdline(self):
        return shlex.join(self.cmd)


def run_process(cmd, env, cwd, timeout, memory_limit=0):
    """Run `cmd` with a timeout, killing its whole process group on expiry
    (a hung compiler may have children that hold the pipes open), and with
    at most `memory_limit` bytes of address space (0: no limit)."""
    def limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit, memory_limit))
    try:
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, env=env, cwd=cwd,
                             start_new_session=True,
                             preexec_fn=limit if memory_limit else None)
    except OSError as e:
        return ProcResult(cmd, None, "", "", error=str(e))
    timed_out = False
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except OSError:
            pass
        out, err = p.communicate()
    return ProcResult(cmd, p.returncode, out.decode("utf-8", "replace"),
                      err.decode("utf-8", "replace"), timed_out)


def describe_status(status):
    if status is None:
        return "did not start"
    if status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = str(-status)
        return "killed by signal %s" % name
    return "status %d" % status


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "replace")


def clip(text, limit=6000):
    if len(text) <= limit:
        return text
    return text[:limit] + "\n... (%d more characters)\n" % (len(text) - limit)


def crate_name_of(path):
    """`#![crate_name = "x"]` if present, else the file stem with `-` -> `_`."""
    try:
        m = re.search(r'#!\[crate_name\s*=\s*"([^"]+)"\]', read_text(path))
    except OSError:
        m = None
    if m:
        return m.group(1)
    return os.path.splitext(os.path.basename(path))[0].replace("-", "_")


def run_test(path, config, name=None):
    """Run every revision of the test at `path`; combine into one Outcome."""
    name = name or path
    try:
        text = read_text(path)
        revisions = directives.read_revisions(text)
    except (OSError, directives.HeaderError) as e:
        return Outcome("FAIL", "bad test file: %s" % e)
    results = []
    for rev in revisions or [None]:
        results.append((rev, RevisionRun(path, text, rev, config, name).run()))
    failed = [(r, o) for r, o in results if o.status == "FAIL"]
    if failed:
        rev, first = failed[0]
        details = []
        for r, o in failed:
            if r is not None:
                details.append("--- revision %s: %s" % (r, o.reason))
            details.extend(o.details)
        prefix = "[%s] " % rev if rev is not None else ""
        return Outcome("FAIL", prefix + first.reason, details, first.procs)
    if all(o.status == "IGNORE" for _, o in results):
        rev, first = results[0]
        prefix = "[%s] " % rev if rev is not None else ""
        return Outcome("IGNORE", prefix + first.reason)
    return Outcome("PASS")


class RevisionRun:
    """One revision of one test (revision None for tests without any)."""

    def __init__(self, path, text, revision, config, name):
        self.path = os.path.abspath(path)
        self.text = text
        self.rev = revision
        self.config = config
        self.name = name
        self.test_dir = os.path.dirname(self.path)
        self.stem = os.path.splitext(os.path.basename(self.path))[0]
        self.problems = []            # (reason, [detail lines]); first reason wins
        self.procs = []               # (what, ProcResult) run so far, shown on failure

    # ------------------------------------------------------------ driver --

    def run(self):
        try:
            self.props = directives.parse_props(self.text, self.rev, self.config)
        except directives.HeaderError as e:
            return Outcome("FAIL", "bad header: %s" % e)
        if self.props.ignored:
            return Outcome("IGNORE", self.props.ignore_reasons[0])
        try:
            self.expected = annotations.load_expected(self.text, self.rev)
        except annotations.AnnotationError as e:
            return Outcome("FAIL", "bad annotation: %s" % e)
        self.tmp = tempfile.mkdtemp(prefix="ct-%s-" % self.stem[:40], dir=self.config.tmp_root)
        try:
            self.run_checks()
        except Failure as f:
            self.problems.insert(0, (f.reason, f.details))
        finally:
            if not self.config.keep_tmp:
                shutil.rmtree(self.tmp, ignore_errors=True)
        if self.problems:
            details = ["temp dir kept: " + self.tmp] if self.config.keep_tmp else []
            for reason, more in self.problems:
                details.append("* " + reason)
                details.extend("  " + l for l in "\n".join(more).splitlines())
            for what, res in self.procs:
                details.extend(self.proc_details(res, what))
            return Outcome("FAIL", self.problems[0][0], details, self.procs)
        return Outcome("PASS")

    def problem(self, reason, details=None):
        self.problems.append((reason, details or []))

    def execute(self, what, cmd, env, cwd, timeout):
        res = run_process(cmd, env, cwd, timeout, self.config.memory_limit)
        self.procs.append((what, res))
        return res

    def run_checks(self):
        p = self.props
        extra = self.build_aux()
        if p.fail_mode == "build":
            # A build-fail test must pass analysis and fail only later.
            res = self.compile_main(extra, will_run=False, emit_metadata=True)
            self.check_crash(res, "compile")
            if res.status != 0:
                raise Failure("build-fail test failed analysis (--emit=metadata): %s"
                              % describe_status(res.status))
        will_run = p.pass_mode == "run" or p.fail_mode == "run"
        emit_metadata = p.pass_mode == "check" or p.fail_mode == "check"
        res = self.compile_main(extra, will_run, emit_metadata)
        self.check_crash(res, "compile")
        self.check_compile_status(res)
        explicit = any("--error-format" in f for f in p.compile_flags)
        if not explicit:
            check_patterns = not will_run and bool(p.error_patterns)
            if check_patterns:
                self.check_error_patterns(self.compile_output_to_check(res), res)
            if not check_patterns or self.expected:
                self.check_annotations(res)
        self.check_forbid_output(res)
        if self.config.check_compiler_output:
            self.compare_compile_output(res, explicit)
        if will_run and res.status == 0:
            self.run_program()

    # --------------------------------------------------------- compiling --

    def env_for_compile(self, props):
        env = dict(os.environ)
        for k in props.unset_rustc_env:
            env.pop(k, None)
        env.update(dict(props.rustc_env))
        return env

    def revision_cfg(self):
        if self.rev is None:
            return []
        return ["--cfg", self.rev.lower().replace("-", "_")]

    def use_json(self):
        if self.config.json_mode == "always":
            return True
        if self.config.json_mode == "never":
            return False
        return bool(self.expected)

    def compile_main(self, extra, will_run, emit_metadata):
        p = self.props
        cmd = [self.config.compiler, self.path] + self.revision_cfg()
        if self.config.mode_flags:
            # What rustc's compiletest passes: ui tests are full of unused
            # code, so unused lints are off except for run-pass tests; check
            # modes stop after analysis.
            if p.pass_mode != "run":
                cmd += ["-A", "unused"]
            if emit_metadata:
                cmd += ["--emit=metadata"]
        if self.use_json() and not any("--error-format" in f for f in p.compile_flags):
            cmd += ["--error-format=json"] + self.config.json_args
        if will_run:
            cmd += ["-o", os.path.join(self.tmp, "a")]
        else:
            cmd += ["--out-dir", self.tmp]
        cmd += extra + self.real_library_args() + self.config.compiler_args + p.compile_flags
        return self.execute("compiler", cmd, self.env_for_compile(p), None,
                            self.config.compile_timeout)

    def real_library_args(self):
        """A `real-library` test uses core and alloc of the real Rust
        library. rcc loads crates from source, so it gets them as
        `--extern core=LIB/core/src/lib.rs --extern alloc=...`; rustc has
        them in its sysroot already (config.library_externs is False)."""
        if not self.props.real_library or not self.config.library_externs:
            return []
        lib = self.config.library
        return ["--extern", "core=" + os.path.join(lib, "core", "src", "lib.rs"),
                "--extern", "alloc=" + os.path.join(lib, "alloc", "src", "lib.rs")]

    def check_crash(self, res, what):
        if res.error:
            raise Failure("%s: could not run %s: %s" % (what, res.cmd[0], res.error))
        if res.timed_out:
            raise Failure("%s timed out after %gs" % (what, self.config.compile_timeout))
        if res.status is not None and res.status < 0:
            raise Failure("CRASH: compiler %s" % describe_status(res.status))
        if res.status == 101 and not self.props.should_ice and self.props.failure_status != 101:
            # (a test saying `failure-status: 101` expects the ICE)
            raise Failure("ICE: compiler exited with status 101")

    def check_compile_status(self, res):
        p = self.props
        should_succeed = p.pass_mode is not None or p.fail_mode == "run"
        if should_succeed:
            if res.status != 0:
                raise Failure("compile failed: %s" % describe_status(res.status))
            return
        if res.status == 0:
            raise Failure("compile succeeded, but a %s test must fail to compile"
                          % p.mode_name())
        want = p.failure_status if p.failure_status is not None else 1
        if res.status != want:
            raise Failure("compile failed with %s, expected status %d"
                          % (describe_status(res.status), want))

    # ---------------------------------------------------------- aux crates --

    def build_aux(self):
        """Build the test's auxiliary crates; give the main compile's extra
        arguments. This one function is the aux strategy:

          source (default): rcc has no crate metadata yet and loads
            dependencies from source, so each `auxiliary/foo.rs` is compiled
            as a lib (to check it compiles), and the main compile gets
            `--extern foo=<dir>/auxiliary/foo.rs` for every aux crate,
            nested ones included (rcc needs them to load foo itself).
          lib (`--aux-mode lib`, what rustc needs): compile into
            TMP/auxiliary and pass `-L TMP/auxiliary` (+ `--extern name=FILE`
            for aux-crate).
        When rcc writes .rlib metadata, the default becomes `lib`.
        """
        p = self.props
        if not p.aux_builds and not p.aux_crates:
            return []
        aux_dir = os.path.join(self.tmp, "auxiliary")
        os.makedirs(aux_dir, exist_ok=True)
        built = {}                     # absolute source path -> (crate name, output dir)
        extra = []
        for rel in p.aux_builds:
            src = self.build_one_aux(rel, aux_dir, built, [])
            if self.config.aux_mode == "source":
                extra += ["--extern", "%s=%s" % (built[src][0], self.source_or_so(aux_dir, built, src))]
        for ext_name, rel in p.aux_crates:
            src = self.build_one_aux(rel, aux_dir, built, [])
            if self.config.aux_mode == "source":
                extra += ["--extern", "%s=%s" % (ext_name, self.source_or_so(aux_dir, built, src))]
            else:
                extra += ["--extern", "%s=%s" % (ext_name, self.aux_output(aux_dir, built[src][0]))]
        if self.config.aux_mode == "source":
            # Nested aux crates too: rcc needs them to load the direct ones.
            passed = set(extra[1::2])
            for src, (crate, _) in built.items():
                path = self.source_or_so(aux_dir, built, src)
                if not any(a.endswith("=" + path) for a in passed):
                    extra += ["--extern", "%s=%s" % (crate, path)]
        else:
            extra = ["-L", aux_dir] + extra
        return extra

    def source_or_so(self, aux_dir, built, src):
        """--aux-mode source: a proc-macro aux crate is its shared object
        (rcc runs its macros), the others their sources."""
        so = os.path.join(aux_dir, "lib%s.so" % built[src][0])
        return so if os.path.exists(so) else src

    def aux_output(self, aux_dir, crate):
        for ext in (".rlib", ".so", ".rmeta"):
            f = os.path.join(aux_dir, "lib%s%s" % (crate, ext))
            if os.path.exists(f):
                return f
        return os.path.join(aux_dir, "lib%s.rlib" % crate)

    def build_one_aux(self, rel, aux_dir, built, stack):
        src = os.path.normpath(os.path.join(self.test_dir, "auxiliary", rel))
        if src in built:
            return src
        if src in stack:
            raise Failure("aux-build cycle through %s" % rel)
        if not os.path.isfile(src):
            raise Failure("aux-build source not found: %s" % src)
        try:
            aux_props = directives.parse_props(read_text(src), self.rev, self.config, is_aux=True)
        except directives.HeaderError as e:
            raise Failure("bad header in aux %s: %s" % (rel, e))
        deps = []                      # (extern name, source, named by aux-crate?)
        for sub in aux_props.aux_builds:
            dsrc = self.build_one_aux(sub, aux_dir, built, stack + [src])
            deps.append((built[dsrc][0], dsrc, False))
        for ext_name, sub in aux_props.aux_crates:
            dsrc = self.build_one_aux(sub, aux_dir, built, stack + [src])
            deps.append((ext_name, dsrc, True))
        crate = crate_name_of(src)
        cmd = [self.config.compiler, src] + self.revision_cfg()
        if not aux_props.no_prefer_dynamic:
            # An aux with no-prefer-dynamic says its own crate type
            # (e.g. proc-macro); the others are built as libraries.
            cmd += ["--crate-type", "lib"]
        cmd += ["--out-dir", aux_dir]
        if self.config.aux_mode == "source":
            for dname, dsrc, _ in deps:
                cmd += ["--extern", "%s=%s" % (dname, self.source_or_so(aux_dir, built, dsrc))]
        else:
            cmd += ["-L", aux_dir]
            for dname, dsrc, named in deps:
                if named:
                    cmd += ["--extern", "%s=%s" % (dname, self.aux_output(aux_dir, built[dsrc][0]))]
        cmd += self.config.compiler_args + aux_props.compile_flags
        res = self.execute("aux compiler", cmd, self.env_for_compile(aux_props), None,
                           self.config.compile_timeout)
        self.check_crash(res, "aux-build %s" % rel)
        if res.status != 0:
            raise Failure("aux-build %s failed: %s" % (rel, describe_status(res.status)))
        built[src] = (crate, aux_dir)
        return src

    # ------------------------------------------------------- diagnostics --

    def compile_output_to_check(self, res):
        out = res.stderr + "\n" + diagnostics.rendered(res.stderr)
        if self.props.check_stdout:
            out = res.stdout + out
        return out

    def check_error_patterns(self, output, res):
        missing = [pat for pat in self.props.error_patterns if pat.strip() not in output]
        for pat in missing:
            self.problem("error pattern not found: %s" % pat.strip())

    def check_forbid_output(self, res):
        output = self.compile_output_to_check(res)
        for pat in self.props.forbid_output:
            if pat in output:
                self.problem("forbidden pattern found in compiler output: %s" % pat)

    def check_annotations(self, res):
        expected = self.expected
        if res.status == 0 and any(e.kind == "error" for e in expected):
            self.problem("compile succeeded, but the test expects errors")
        if self.props.known_bug:
            if expected:
                self.problem("known-bug tests must not have error annotations")
            return
        expect_help = any(e.kind == "help" for e in expected)
        expect_note = any(e.kind == "note" for e in expected)
        actual = diagnostics.actual_diagnostics(res.stderr, self.path)
        found = [False] * len(expected)
        unexpected = []
        for a in actual:
            for i, e in enumerate(expected):
                if (not found[i] and a.line == e.line
                        and (e.kind is None or e.kind == a.kind) and e.msg in a.msg):
                    found[i] = True
                    break
            else:
                if a.kind in ("error", "warning") or (a.kind == "help" and expect_help) \
                        or (a.kind == "note" and expect_note):
                    unexpected.append(a)
        detail = []
        for a in unexpected:
            detail.append("%s:%d: unexpected %s" % (self.name, a.line, a.describe()))
        missing = [e for i, e in enumerate(expected) if not found[i]]
        for e in missing:
            detail.append("%s:%d: expected %s not found" % (self.name, e.line, e.describe()))
        if not unexpected and not missing:
            return
        if not diagnostics.is_json_output(res.stderr):
            detail.append("(diagnostics read from human-format output)")
        if missing:
            e = missing[0]
            reason = "expected %s not found at line %d%s" % (
                e.kind or "message", e.line, (": " + e.msg) if e.msg else "")
        else:
            a = unexpected[0]
            reason = "unexpected %s at line %d: %s" % (
                a.kind, a.line, re.sub(r"^\d+:\d+: \d+:\d+: ", "", a.msg))
        if len(missing) + len(unexpected) > 1:
            reason += " (and %d more)" % (len(missing) + len(unexpected) - 1)
        self.problem(reason, detail)

    # ------------------------------------------------------ golden files --

    def golden_path(self, kind, revision):
        parts = ([revision] if revision else []) + [kind]
        return os.path.join(self.test_dir, self.stem + "." + ".".join(parts))

    def normalized(self, text, rules, is_compiler_stderr=False):
        rel = os.path.relpath(self.test_dir, self.config.root) if self.config.root else ""
        unique = self.stem + ("." + self.rev if self.rev else "")
        build_name = "$TEST_BUILD_DIR/" + os.path.normpath(os.path.join(rel, unique))
        return normalize.normalize(
            text, self.test_dir, build_dir=self.tmp, build_dir_name=build_name,
            src_dirs=self.config.src_dirs, rules=rules,
            is_compiler_stderr=is_compiler_stderr,
            json_flags=re.search(r"--(error|output)-format[ =](pretty-)?json",
                                 " ".join(self.props.compile_flags)) is not None)

    def compare(self, kind, actual, required):
        """Compare normalised output with the golden file of `kind`.
        `required`: a missing file means "expect empty output"; otherwise a
        missing file is not checked. --bless rewrites (or deletes) it."""
        path = self.golden_path(kind, self.rev)
        exists = os.path.exists(path)
        if not exists and not required:
            if self.config.bless and actual:
                self.write_golden(path, actual)
            return
        expected = read_text(path) if exists else ""
        if actual == expected:
            return
        if self.config.bless:
            if self.rev is not None:
                old = self.golden_path(kind, None)
                if os.path.exists(old):
                    os.remove(old)
            self.write_golden(path, actual)
            return
        diff = difflib.unified_diff(
            expected.splitlines(True), actual.splitlines(True),
            fromfile=os.path.basename(path) + (" (expected)" if exists else " (missing: empty)"),
            tofile="actual %s" % kind)
        lines = [l.rstrip("\n") for l in diff]
        what = "run output" if kind.startswith("run.") else "compiler %s" % kind.split(".")[-1]
        self.problem("wrong %s (differs from %s)" % (what, os.path.basename(path)),
                     lines + ["(rerun with --bless to update %s)" % os.path.basename(path)])

    def write_golden(self, path, text):
        if text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        elif os.path.exists(path):
            os.remove(path)

    def compare_compile_output(self, res, explicit):
        p = self.props
        strict = self.config.strict_output
        if not p.dont_check_compiler_stdout:
            self.compare("stdout", self.normalized(res.stdout, p.normalize_stdout), strict)
        if not p.dont_check_compiler_stderr:
            stderr = res.stderr if explicit else diagnostics.rendered(res.stderr)
            kind = "64bit.stderr" if p.stderr_per_bitwidth else "stderr"
            self.compare(kind, self.normalized(stderr, p.normalize_stderr, True), strict)

    # ----------------------------------------------------------- running --

    def run_program(self):
        p = self.props
        exe = os.path.join(self.tmp, "a")
        env = dict(os.environ)
        env.update(dict(p.exec_env))
        cmd = [exe] + p.run_flags
        timeout = self.config.run_timeout
        vg_log = os.path.join(self.tmp, "valgrind.log")
        if self.config.valgrind:
            cmd = valgrind_command(vg_log) + cmd
            timeout *= VALGRIND_SLOWDOWN
        res = self.execute("program", cmd, env, self.tmp, timeout)
        if res.error:
            raise Failure("could not run the compiled program: %s" % res.error)
        if res.timed_out:
            raise Failure("run timed out after %gs" % timeout)
        if self.config.valgrind:
            self.check_valgrind_log(vg_log)
        required = p.check_run_results
        self.compare("run.stdout", self.normalized(res.stdout, p.normalize_stdout), required)
        self.compare("run.stderr", self.normalized(res.stderr, p.normalize_stderr), required)
        if p.pass_mode == "run":
            if res.status != 0:
                self.problem("run failed: %s" % describe_status(res.status))
        else:
            want = p.failure_status if p.failure_status is not None else 101
            if res.status == 0:
                self.problem("run succeeded, but a run-fail test must fail")
            elif res.status < 0 and want == 128 - res.status:
                pass    # `failure-status: 132` = killed by signal 4 (SIGILL), as a shell shows it
            elif res.status != want:
                self.problem("run failed with %s, expected status %d"
                             % (describe_status(res.status), want))
        if p.error_patterns:
            out = res.stderr + (res.stdout if p.check_stdout else "")
            for pat in p.error_patterns:
                if pat.strip() not in out:
                    self.problem("error pattern not found in run output: %s" % pat.strip())

    def check_valgrind_log(self, log):
        """memcheck's verdict: its ERROR SUMMARY counts invalid accesses,
        uses of uninitialised values, bad frees and (with the flags of
        valgrind_command) leaked blocks."""
        try:
            text = read_text(log)
        except OSError:
            self.problem("valgrind wrote no log (%s)" % log)
            return
        m = re.search(r"ERROR SUMMARY: ([0-9,]+) errors?", text)
        if m is None:
            self.problem("valgrind: no ERROR SUMMARY in its log", clip(text).splitlines())
            return
        n = int(m.group(1).replace(",", ""))
        if n:
            first = next((l for l in text.splitlines()
                          if re.match(r"==\d+== (Invalid|Conditional|Use of|Mismatched|"
                                      r"Syscall|Source and|\S.* (definitely|indirectly|"
                                      r"possibly) lost)", l)), "")
            first = re.sub(r"^==\d+== ", "", first)
            self.problem("valgrind: %d error%s%s" % (n, "" if n == 1 else "s",
                                                      (": " + first) if first else ""),
                         clip(text).splitlines())

    # ----------------------------------------------------------- details --

    def proc_details(self, res, what="compiler"):
        d = ["%s command: %s" % (what, res.cmdline()),
             "%s exit: %s" % (what, describe_status(res.status))]
        if res.stdout.strip():
            d += ["%s stdout:" % what] + ["  | " + l for l in clip(res.stdout).splitlines()]
        if res.stderr.strip():
            shown = res.stderr
            if what == "compiler" and diagnostics.is_json_output(res.stderr):
                shown = diagnostics.rendered(res.stderr)
            d += ["%s stderr:" % what] + ["  | " + l for l in clip(shown).splitlines()]
        return d
