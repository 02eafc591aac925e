#!/usr/bin/env python3
"""Self-tests of tools/compiletest, run against tests/tools/fake_rustc.py.

Each test writes small ui tests (with `// FAKE:` lines telling the fake
compiler what to do) into a temp dir, runs the real runner on them and
checks its verdicts: exit status, the closing summary line, the --results
file (status and reason per test), golden files after --bless, and the
arguments the runner gave the compiler (logged by the fake).

Usage: test_compiletest.py [ClassName ...]   (CTest runs one class per test)
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
RUNNER = os.path.join(REPO, "tools", "compiletest")
FAKE = os.path.join(HERE, "fake_rustc.py")


class Run:
    """The result of one runner invocation."""

    def __init__(self, proc, results, log):
        self.rc = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr
        self.results = results     # name -> (status, reason)
        self.calls = log           # list of argv lists the fake compiler saw

    def status(self, name):
        return self.results[name][0]

    def reason(self, name):
        return self.results[name][1]

    def summary(self):
        return self.out.rstrip("\n").split("\n")[-1]

    def main_calls(self, name):
        return [c for c in self.calls if c[0].endswith(name)]


class RunnerCase(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="ct-selftest-")
        self.log = os.path.join(self.dir, ".fake-log")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def write(self, rel, text):
        path = os.path.join(self.dir, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(textwrap.dedent(text).lstrip("\n"))
        return path

    def read(self, rel):
        with open(os.path.join(self.dir, rel)) as f:
            return f.read()

    def exists(self, rel):
        return os.path.exists(os.path.join(self.dir, rel))

    def run_ct(self, *args, paths=None, env=None):
        results = os.path.join(self.dir, ".results")
        if os.path.exists(self.log):
            os.remove(self.log)
        e = dict(os.environ, FAKE_RUSTC_LOG=self.log)
        e.update(env or {})
        cmd = [sys.executable, RUNNER, "--rcc", FAKE, "--root", self.dir,
               "--results", results, "-j", "2"] + list(args)
        cmd += paths if paths is not None else [self.dir]
        proc = subprocess.run(cmd, capture_output=True, text=True, env=e, timeout=120)
        res = {}
        if os.path.exists(results):
            with open(results) as f:
                for line in f:
                    status, name, reason = line.rstrip("\n").split("\t")
                    res[name] = (status, reason)
        calls = []
        if os.path.exists(self.log):
            with open(self.log) as f:
                calls = [json.loads(l)["argv"] for l in f]
        return Run(proc, res, calls)

    def assertVerdict(self, run, name, status, reason_part=""):
        self.assertIn(name, run.results, run.out + run.err)
        got_status, got_reason = run.results[name]
        self.assertEqual(got_status, status, "%s: %s\n%s" % (name, got_reason, run.out))
        self.assertIn(reason_part, got_reason, run.out)


class TestModes(RunnerCase):
    def test_run_pass_passes_and_fails_on_nonzero_exit(self):
        self.write("ok.rs", "// run-pass\nfn main() {}\n")
        self.write("bad.rs", "// run-pass\n// FAKE: run-exit 3\nfn main() {}\n")
        self.write("sig.rs", "// run-pass\n// FAKE: run-signal 11\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "ok.rs", "PASS")
        self.assertVerdict(r, "bad.rs", "FAIL", "run failed: status 3")
        self.assertVerdict(r, "sig.rs", "FAIL", "run failed: killed by signal SIGSEGV")
        self.assertEqual(r.rc, 1)

    def test_run_pass_compile_error_fails(self):
        self.write("t.rs", "// run-pass\n// FAKE: diag error 2 | oops\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "compile failed: status 1")

    def test_check_pass_uses_emit_metadata_and_build_pass_does_not(self):
        self.write("c.rs", "// check-pass\n// FAKE: require --emit=metadata\nfn main() {}\n")
        self.write("b.rs", "// build-pass\n// FAKE: forbid --emit=metadata\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "c.rs", "PASS")
        self.assertVerdict(r, "b.rs", "PASS")

    def test_default_mode_must_fail_to_compile(self):
        self.write("ok.rs", "fn main() {} //~ ERROR bad\n// FAKE: diag error 1 | bad\n")
        self.write("nofail.rs", "fn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "ok.rs", "PASS")
        self.assertVerdict(r, "nofail.rs", "FAIL", "compile succeeded")

    def test_compile_fail_status_must_be_failure_status(self):
        self.write("two.rs", "fn main() {} //~ ERROR e\n// FAKE: diag error 1 | e\n"
                             "// FAKE: exit 2\n")
        self.write("want2.rs", "// failure-status: 2\nfn main() {} //~ ERROR e\n"
                               "// FAKE: diag error 2 | e\n// FAKE: exit 2\n")
        r = self.run_ct()
        self.assertVerdict(r, "two.rs", "FAIL", "expected status 1")
        self.assertVerdict(r, "want2.rs", "PASS")

    def test_check_fail(self):
        self.write("t.rs", "// check-fail\nfn main() {} //~ ERROR e\n// FAKE: diag error 2 | e\n")
        self.write("u.rs", "// check-fail\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertVerdict(r, "u.rs", "FAIL", "compile succeeded")

    def test_build_fail_needs_analysis_to_pass_and_build_to_fail(self):
        self.write("good.rs", "// build-fail\nfn main() {} //~ ERROR late\n"
                              "// FAKE[@build]: diag error 2 | late\n")
        self.write("early.rs", "// build-fail\nfn main() {} //~ ERROR early\n"
                               "// FAKE: diag error 2 | early\n")
        self.write("never.rs", "// build-fail\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "good.rs", "PASS")
        self.assertVerdict(r, "early.rs", "FAIL", "failed analysis")
        self.assertVerdict(r, "never.rs", "FAIL", "compile succeeded")

    def test_run_fail(self):
        self.write("p101.rs", "// run-fail\n// FAKE: run-exit 101\nfn main() {}\n")
        self.write("p0.rs", "// run-fail\nfn main() {}\n")
        self.write("p1.rs", "// run-fail\n// FAKE: run-exit 1\nfn main() {}\n")
        self.write("fs.rs", "// run-fail\n// failure-status: 1\n// FAKE: run-exit 1\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "p101.rs", "PASS")
        self.assertVerdict(r, "p0.rs", "FAIL", "run succeeded")
        self.assertVerdict(r, "p1.rs", "FAIL", "expected status 101")
        self.assertVerdict(r, "fs.rs", "PASS")

    def test_pass_and_fail_mode_together_is_an_error(self):
        self.write("t.rs", "// run-pass\n// check-fail\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "bad header")

    def test_unused_allowed_except_run_pass(self):
        self.write("c.rs", "// check-pass\n// FAKE: require unused\nfn main() {}\n")
        self.write("r.rs", "// run-pass\n// FAKE: forbid unused\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "c.rs", "PASS")
        self.assertVerdict(r, "r.rs", "PASS")
        r = self.run_ct("--no-mode-flags", paths=[os.path.join(self.dir, "c.rs")])
        self.assertVerdict(r, "c.rs", "FAIL", "compile failed")


class TestAnnotations(RunnerCase):
    def test_error_on_this_line_and_code_only(self):
        self.write("t.rs", """
            fn main() {
                x; //~ ERROR cannot find value
                y; //~ ERROR E0425
            }
            // FAKE: diag error 2:5 E0425 | cannot find value `x` in this scope
            // FAKE: diag error 3:5 E0425 | cannot find value `y` in this scope
            """)
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_missing_expected_error_fails(self):
        self.write("t.rs", """
            fn main() {
                x; //~ ERROR E0425
                y; //~ ERROR E0425
            }
            // FAKE: diag error 2:5 E0425 | cannot find value `x` in this scope
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "expected error not found at line 3: E0425")

    def test_unexpected_error_fails(self):
        self.write("t.rs", """
            fn main() {
                x; //~ ERROR E0425
                y;
            }
            // FAKE: diag error 2:5 E0425 | cannot find value `x` in this scope
            // FAKE: diag error 3:5 E0425 | cannot find value `y` in this scope
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL",
                           "unexpected error at line 3: cannot find value `y` in this scope")

    def test_error_on_wrong_line_fails(self):
        self.write("t.rs", "fn main() {\n    x; //~ ERROR E0425\n}\n"
                           "// FAKE: diag error 3 E0425 | cannot find value\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "expected error not found at line 2")

    def test_message_is_a_substring(self):
        self.write("ok.rs", "fn main() {} //~ ERROR mismatched\n// FAKE: diag error 1 | mismatched types\n")
        self.write("bad.rs", "fn main() {} //~ ERROR mismatched values\n"
                             "// FAKE: diag error 1 | mismatched types\n")
        r = self.run_ct()
        self.assertVerdict(r, "ok.rs", "PASS")
        self.assertVerdict(r, "bad.rs", "FAIL", "expected error not found at line 1")

    def test_caret_and_pipe_forms(self):
        self.write("t.rs", """
            fn main() {
                let a = b + c;
                //~^ ERROR first
                //~| ERROR second
                //~| WARN third


                //~^^^^^ ERROR five-up
            }
            // FAKE: diag error 2 | first thing
            // FAKE: diag error 2 | second thing
            // FAKE: diag warning 2 | third thing
            // FAKE: diag error 3 | five-up thing
            """)
        # `//~^^^^^` on line 8 points at line 3
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")

    def test_kind_must_match(self):
        self.write("t.rs", "fn main() {} //~ WARN boom\n// FAKE: diag error 1 | boom\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "expected warning not found at line 1: boom")

    def test_unannotated_warning_fails_and_annotated_passes(self):
        self.write("w.rs", "// check-pass\nfn main() {}\n// FAKE: diag warning 2 | unused thing\n")
        self.write("ok.rs", "// check-pass\nfn main() {} //~ WARNING unused\n"
                            "// FAKE: diag warning 2 | unused thing\n")
        r = self.run_ct()
        self.assertVerdict(r, "w.rs", "FAIL", "unexpected warning at line 2")
        self.assertVerdict(r, "ok.rs", "PASS")

    def test_notes_checked_only_when_some_note_is_annotated(self):
        body = "fn main() {} //~ ERROR bad\n%s// FAKE: diag error 1 | bad\n" \
               "// FAKE: child note 1 | a note\n// FAKE: child note 1 | another note\n"
        self.write("none.rs", body % "")
        self.write("one.rs", body % "//~^ NOTE a note\n")
        self.write("both.rs", body % "//~^ NOTE a note\n//~^^ NOTE another\n")
        r = self.run_ct()
        self.assertVerdict(r, "none.rs", "PASS")
        self.assertVerdict(r, "one.rs", "FAIL", "unexpected note at line 1")
        self.assertVerdict(r, "both.rs", "PASS")

    def test_help_and_labels(self):
        self.write("t.rs", """
            fn main() {} //~ ERROR bad
            //~^ HELP try this
            //~| NOTE the label
            // FAKE: diag error 1 | bad
            // FAKE: label the label
            // FAKE: child help | try this instead
            """)
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_kindless_annotation_matches_any_kind(self):
        self.write("t.rs", "fn main() {} //~ ERROR bad\n//~^ not found here\n"
                           "// FAKE: diag error 1 | bad\n// FAKE: label not found here\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_errors_without_span_need_no_annotation(self):
        self.write("t.rs", "fn main() {} //~ ERROR bad\n// FAKE: diag error 1 | bad\n"
                           "// FAKE: diag error | spanless\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_annotation_needs_an_error_status(self):
        self.write("t.rs", "// check-pass\nfn main() {} //~ ERROR bad\n"
                           "// FAKE: diag error 2 | bad\n// FAKE: exit 0\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "the test expects errors")

    def test_pipe_without_previous_is_an_error(self):
        self.write("t.rs", "fn main() {} //~| ERROR bad\n// FAKE: diag error 1 | bad\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "bad annotation")

    def test_known_bug_needs_no_annotations(self):
        self.write("t.rs", "// known-bug\n// FAKE: diag error 2 | bad\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")


class TestHumanFallback(RunnerCase):
    """rcc may print human diagnostics even when asked for JSON."""

    def test_json_requested_only_with_annotations(self):
        self.write("a.rs", "fn main() {} //~ ERROR bad\n// FAKE: diag error 1 | bad\n"
                           "// FAKE: require --error-format=json\n")
        self.write("b.rs", "// check-pass\n// FAKE: forbid --error-format\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "a.rs", "PASS")
        self.assertVerdict(r, "b.rs", "PASS")
        r = self.run_ct("--json", "always", paths=[os.path.join(self.dir, "b.rs")])
        self.assertVerdict(r, "b.rs", "FAIL")

    def test_human_output_is_parsed(self):
        self.write("ok.rs", """
            // FAKE: human
            fn main() {
                x; //~ ERROR E0425
                //~^ NOTE not found in this scope
                y; //~ WARN unused
            }
            // FAKE: diag error 3:5 E0425 | cannot find value `x` in this scope
            // FAKE: label not found in this scope
            // FAKE: diag warning 5:5 | unused value
            """)
        self.write("bad.rs", """
            // FAKE: human
            fn main() {
                x; //~ ERROR E0425
                y;
            }
            // FAKE: diag error 3:5 E0425 | cannot find value `x` in this scope
            // FAKE: diag error 4:5 E0425 | cannot find value `y` in this scope
            """)
        r = self.run_ct()
        self.assertVerdict(r, "ok.rs", "PASS")
        self.assertVerdict(r, "bad.rs", "FAIL", "unexpected error at line 4")

    def test_human_children_and_unannotated_warning(self):
        self.write("t.rs", """
            // FAKE: human
            fn main() {} //~ ERROR bad
            //~^ HELP do this
            // FAKE: diag error 2 | bad
            // FAKE: child help | do this instead
            // FAKE: diag warning 7 | stray
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "unexpected warning at line 7")


class TestGoldens(RunnerCase):
    ERR = ("fn main() {\n    x; //~ ERROR E0425\n}\n"
           "// FAKE: diag error 2:5 E0425 | cannot find value `x` in this scope\n"
           "// FAKE: label not found in this scope\n")
    GOLDEN = ("error[E0425]: cannot find value `x` in this scope\n"
              "  --> $DIR/t.rs:2:5\n"
              "   |\n"
              "LL |     x;\n"
              "   |     ^ not found in this scope\n\n"
              "error: aborting due to previous error\n\n")

    def test_stderr_golden_matches_after_normalisation(self):
        self.write("t.rs", self.ERR)
        self.write("t.stderr", self.GOLDEN)
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_stderr_golden_mismatch_fails_with_diff(self):
        self.write("t.rs", self.ERR)
        self.write("t.stderr", self.GOLDEN.replace("not found", "nowhere"))
        r = self.run_ct("--details")
        self.assertVerdict(r, "t.rs", "FAIL", "wrong compiler stderr")
        self.assertIn("-   |     ^ nowhere in this scope", r.out)
        self.assertIn("+   |     ^ not found in this scope", r.out)

    def test_single_test_shows_details_without_flag(self):
        self.write("t.rs", self.ERR)
        self.write("t.stderr", "something else\n")
        r = self.run_ct(paths=[os.path.join(self.dir, "t.rs")])
        self.assertEqual(r.rc, 1)
        self.assertIn("+error[E0425]", r.out)

    def test_missing_golden_is_lenient_unless_strict(self):
        self.write("t.rs", self.ERR)
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")
        r = self.run_ct("--strict-output")
        self.assertVerdict(r, "t.rs", "FAIL", "wrong compiler stderr")

    def test_bless_creates_updates_and_deletes(self):
        self.write("t.rs", self.ERR)
        r = self.run_ct("--bless")
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertEqual(self.read("t.stderr"), self.GOLDEN)
        self.write("t.stderr", "stale\n")
        self.run_ct("--bless")
        self.assertEqual(self.read("t.stderr"), self.GOLDEN)
        # Output now empty: the golden goes away.
        self.write("t.rs", "// check-pass\nfn main() {}\n")
        self.run_ct("--bless")
        self.assertFalse(self.exists("t.stderr"))
        self.assertVerdict(self.run_ct("--strict-output"), "t.rs", "PASS")

    def test_large_line_numbers_become_LL(self):
        body = "//\n" * 120 + "fn main() {} //~ ERROR bad\n// FAKE: diag error 121 | bad\n"
        self.write("t.rs", body)
        self.run_ct("--bless")
        golden = self.read("t.stderr")
        self.assertIn("  --> $DIR/t.rs:121:1\n   |\nLL | fn main() {}\n", golden)

    def test_annotation_text_is_stripped_and_tabs_shown(self):
        self.write("t.rs", "fn main() {\t} //~ ERROR bad\n// FAKE: diag error 1 | bad\n")
        self.run_ct("--bless")
        self.assertIn("LL | fn main() {\\t}\n", self.read("t.stderr"))

    def test_normalize_stderr_rule(self):
        self.write("t.rs", """
            // normalize-stderr-test "\\d+ bytes" -> "N bytes"
            // normalize-stderr-test: "(size) of (\\w+)" -> "$2 $1 $$X"
            // normalize-stderr-32bit "bytes" -> "NOPE"
            fn main() {} //~ ERROR size
            // FAKE: diag error 4 | size of thing is 16 bytes
            """)
        self.run_ct("--bless")
        self.assertIn("error: thing size $X is N bytes\n", self.read("t.stderr"))

    def test_compile_stdout_golden(self):
        self.write("t.rs", "// check-pass\n// FAKE: stdout hello\nfn main() {}\n")
        self.write("t.stdout", "hello\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")
        self.write("t.stdout", "bye\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "wrong compiler stdout")

    def test_dont_check_compiler_stderr(self):
        self.write("t.rs", "// dont-check-compiler-stderr\n" + self.ERR.replace("2:5", "3:5"))
        self.write("t.stderr", "whatever\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_run_output_goldens(self):
        self.write("t.rs", "// run-pass\n// FAKE: run-stdout hi\n// FAKE: run-stderr oops\n"
                           "fn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")   # no goldens: not checked
        self.write("t.run.stdout", "hi\n")
        self.write("t.run.stderr", "oops\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")
        self.write("t.run.stdout", "ho\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "wrong run output")

    def test_check_run_results_requires_goldens(self):
        self.write("t.rs", "// run-pass\n// check-run-results\n// FAKE: run-stdout hi\n"
                           "fn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "wrong run output")
        self.run_ct("--bless")
        self.assertEqual(self.read("t.run.stdout"), "hi\n")
        self.assertFalse(self.exists("t.run.stderr"))
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_run_output_dir_is_normalised(self):
        self.write("t.rs", "// run-pass\n// check-run-results\n// FAKE: run-print-cwd\n"
                           "fn main() {}\n")
        self.run_ct("--bless")
        self.assertEqual(self.read("t.run.stdout"), "cwd=$TEST_BUILD_DIR/t\n")

    def test_stderr_per_bitwidth(self):
        self.write("t.rs", "// stderr-per-bitwidth\n" + self.ERR.replace("2:5", "3:5"))
        self.run_ct("--bless")
        self.assertTrue(self.exists("t.64bit.stderr"))
        self.assertFalse(self.exists("t.stderr"))


class TestRevisions(RunnerCase):
    def test_each_revision_gets_its_cfg_flags_and_annotations(self):
        self.write("t.rs", """
            // revisions: foo bar-baz
            //[foo] compile-flags: --foo-flag
            // [bar-baz] compile-flags: --bar-flag
            // FAKE[foo]: require --foo-flag
            // FAKE[foo]: forbid --bar-flag
            // FAKE[bar_baz]: require --bar-flag
            fn main() {} //[foo]~ ERROR only foo
            //[bar-baz]~^ ERROR only bar
            // FAKE[foo]: diag error 7 | only foo
            // FAKE[bar_baz]: diag error 7 | only bar
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")
        cfgs = sorted(c[c.index("--cfg") + 1] for c in r.main_calls("t.rs"))
        self.assertEqual(cfgs, ["bar_baz", "foo"])

    def test_one_failing_revision_fails_the_test(self):
        self.write("t.rs", """
            // revisions: a b
            fn main() {} //~ ERROR common
            // FAKE: diag error 2 | common
            // FAKE[b]: diag error 2 | extra
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "[b] unexpected error at line 2: extra")

    def test_revision_goldens(self):
        self.write("t.rs", "// revisions: a b\nfn main() {} //~ ERROR boom\n"
                           "// FAKE[a]: diag error 2 | boom a\n// FAKE[b]: diag error 2 | boom b\n")
        self.run_ct("--bless")
        self.assertIn("boom a", self.read("t.a.stderr"))
        self.assertIn("boom b", self.read("t.b.stderr"))
        self.write("t.b.stderr", "nope\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "[b] wrong compiler stderr")

    def test_revision_annotations_need_revisions(self):
        self.write("t.rs", "fn main() {} //[a]~ ERROR x\n// FAKE: diag error 1 | x\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "bad annotation")

    def test_revision_specific_mode_and_ignore(self):
        self.write("t.rs", """
            // revisions: a b
            //[a] check-pass
            //[b] ignore-linux
            // FAKE[b]: diag error 5 | should not run
            fn main() {}
            """)
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertEqual(len(r.main_calls("t.rs")), 1)


class TestHeaders(RunnerCase):
    def test_compile_flags_and_edition_are_passed(self):
        self.write("t.rs", """
            // check-pass
            // compile-flags: -C opt-level=2 --cfg fooey
            // edition:2018
            // FAKE: require opt-level=2
            // FAKE: require --edition=2018
            // FAKE[fooey]: stdout cfg seen
            fn main() {}
            """)
        self.write("t.stdout", "cfg seen\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_rcc_arg_is_passed(self):
        self.write("t.rs", "// check-pass\n// FAKE: require --extra-thing\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL")
        self.assertVerdict(self.run_ct("--rcc-arg=--extra-thing"), "t.rs", "PASS")

    def test_exec_env_and_run_flags(self):
        self.write("t.rs", """
            // run-pass
            // check-run-results
            // exec-env:CT_SELFTEST_VAR=hello
            // run-flags: one two
            // FAKE: run-print-env CT_SELFTEST_VAR
            // FAKE: run-print-args
            fn main() {}
            """)
        self.write("t.run.stdout", "CT_SELFTEST_VAR=hello\nargs=one two\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_environment_is_passed_through(self):
        self.write("t.rs", "// run-pass\n// check-run-results\n// FAKE: run-print-env RUSTC_BOOTSTRAP\n"
                           "fn main() {}\n")
        self.write("t.run.stdout", "RUSTC_BOOTSTRAP=1\n")
        self.assertVerdict(self.run_ct(env={"RUSTC_BOOTSTRAP": "1"}), "t.rs", "PASS")

    def test_ignore_and_only(self):
        cases = {
            "ign-test.rs": ("// ignore-test\n", "IGNORE", "ignore-test"),
            "ign-win.rs": ("// ignore-windows\n", "PASS", ""),
            "ign-linux.rs": ("// ignore-linux\n", "IGNORE", "ignore-linux"),
            "ign-64.rs": ("// ignore-64bit\n", "IGNORE", "ignore-64bit"),
            "ign-x86.rs": ("// ignore-x86\n", "PASS", ""),
            "ign-tidy.rs": ("// ignore-tidy-linelength\n", "PASS", ""),
            "only-x64.rs": ("// only-x86_64\n", "PASS", ""),
            "only-arm.rs": ("// only-aarch64\n", "IGNORE", "only-aarch64"),
            "only-win.rs": ("// only-windows: needs windows\n", "IGNORE", "only-windows"),
            "needs-unwind.rs": ("// needs-unwind\n", "IGNORE", "needs-unwind (panic=abort)"),
            "needs-asm.rs": ("// needs-asm-support\n", "PASS", ""),
            "needs-odd.rs": ("// needs-profiler-support\n", "IGNORE", "needs-profiler-support"),
        }
        for name, (hdr, _, _) in cases.items():
            self.write(name, hdr + "// check-pass\nfn main() {}\n")
        r = self.run_ct()
        for name, (_, status, reason) in cases.items():
            self.assertVerdict(r, name, status, reason)
        r = self.run_ct("--panic", "unwind", paths=[os.path.join(self.dir, "needs-unwind.rs")])
        self.assertVerdict(r, "needs-unwind.rs", "PASS")

    def test_headers_stop_at_first_fn_but_at_sign_headers_do_not(self):
        self.write("old.rs", "fn main() {}\n// run-pass\n// FAKE: diag error 1 | e\n")
        self.write("new.rs", "fn main() {}\n//@ check-pass\n// run-pass is not a header here\n")
        self.write("new2.rs", "//@ compile-flags: --zz\n//@[a] check-pass\n//@ revisions: a\n"
                              "// FAKE: require --zz\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "old.rs", "FAIL", "unexpected error at line 1")
        self.assertVerdict(r, "new.rs", "PASS")
        self.assertVerdict(r, "new2.rs", "PASS")

    def test_error_pattern(self):
        self.write("ok.rs", "// error-pattern: something bad\n// FAKE: diag error | something bad\n")
        self.write("missing.rs", "// error-pattern: not there\n// FAKE: diag error | something bad\n")
        self.write("run.rs", "// run-fail\n// error-pattern: boom\n// FAKE: run-stderr boom!\n"
                             "// FAKE: run-exit 101\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "ok.rs", "PASS")
        self.assertVerdict(r, "missing.rs", "FAIL", "error pattern not found: not there")
        self.assertVerdict(r, "run.rs", "PASS")

    def test_error_pattern_still_checks_annotations_if_present(self):
        self.write("t.rs", "// error-pattern: bad\nfn main() {} //~ ERROR other\n"
                           "// FAKE: diag error 2 | bad\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "expected error not found")

    def test_compiler_flags_typo_is_an_error(self):
        self.write("t.rs", "// compiler-flags: -O\n// check-pass\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "compile-flags")

    def test_run_rustfix_is_accepted(self):
        self.write("t.rs", "// run-rustfix\n// check-pass\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")

    def test_rustc_env_and_unset(self):
        self.write("t.rs", "// check-pass\n// rustc-env:CT_FLAG_X=yes\n"
                           "// unset-rustc-env:CT_FLAG_Y\n"
                           "// FAKE: require-env CT_FLAG_X=yes\n// FAKE: require-env CT_FLAG_Y\n"
                           "fn main() {}\n")
        self.write("u.rs", "// check-pass\n// FAKE: require-env CT_FLAG_X=yes\nfn main() {}\n")
        r = self.run_ct(env={"CT_FLAG_Y": "set"})
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertVerdict(r, "u.rs", "FAIL", "compile failed")

    def test_forbid_output(self):
        self.write("t.rs", "// forbid-output: secret\nfn main() {} //~ ERROR bad\n"
                           "// FAKE: diag error 2 | bad secret\n")
        self.write("u.rs", "// forbid-output: secret\nfn main() {} //~ ERROR bad\n"
                           "// FAKE: diag error 2 | bad thing\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "forbidden pattern found")
        self.assertVerdict(r, "u.rs", "PASS")


class TestAux(RunnerCase):
    def test_aux_build_source_mode_passes_extern_source_path(self):
        self.write("auxiliary/my-lib.rs", "// FAKE: require --crate-type\npub fn f() {}\n")
        self.write("t.rs", "// check-pass\n// aux-build:my-lib.rs\n"
                           "// FAKE: require --extern\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")
        main = r.main_calls("t.rs")[0]
        aux_path = os.path.join(self.dir, "auxiliary", "my-lib.rs")
        self.assertIn("my_lib=" + aux_path, main)
        self.assertEqual(r.calls[0][0], aux_path)      # built first
        self.assertNotIn("auxiliary/my-lib.rs", r.results)  # not a test itself

    def test_aux_crate_name_attribute(self):
        self.write("auxiliary/a.rs", '#![crate_name = "other"]\npub fn f() {}\n')
        self.write("t.rs", "// check-pass\n// aux-build:a.rs\nfn main() {}\n")
        r = self.run_ct()
        self.assertIn("other=" + os.path.join(self.dir, "auxiliary", "a.rs"),
                      r.main_calls("t.rs")[0])

    def test_aux_lib_mode_uses_library_path(self):
        self.write("auxiliary/foo.rs", "pub fn f() {}\n")
        self.write("auxiliary/bar.rs", "pub fn f() {}\n")
        self.write("t.rs", "// check-pass\n// aux-build:foo.rs\n// aux-crate:baz=bar.rs\n"
                           "fn main() {}\n")
        r = self.run_ct("--aux-mode", "lib")
        self.assertVerdict(r, "t.rs", "PASS")
        main = r.main_calls("t.rs")[0]
        self.assertIn("-L", main)
        self.assertTrue(any(a.startswith("baz=") and a.endswith("libbar.rlib") for a in main))
        self.assertFalse(any(a.endswith("foo.rs") for a in main[1:]))

    def test_aux_failure_fails_the_test(self):
        self.write("auxiliary/broken.rs", "// FAKE: diag error 1 | broken aux\n")
        self.write("t.rs", "// check-pass\n// aux-build:broken.rs\nfn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "aux-build broken.rs failed: status 1")

    def test_missing_aux(self):
        self.write("t.rs", "// check-pass\n// aux-build:nothere.rs\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "FAIL", "aux-build source not found")

    def test_nested_aux_and_aux_flags(self):
        self.write("auxiliary/inner.rs", "pub fn g() {}\n")
        self.write("auxiliary/outer.rs", "// aux-build:inner.rs\n// compile-flags: --outer-flag\n"
                                         "// FAKE: require inner=\n// FAKE: require --outer-flag\n")
        self.write("t.rs", "// check-pass\n// aux-build:outer.rs\n// FAKE: forbid --outer-flag\n"
                           "fn main() {}\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "PASS")
        main = r.main_calls("t.rs")[0]
        self.assertTrue(any(a.startswith("outer=") for a in main))
        self.assertTrue(any(a.startswith("inner=") for a in main))

    def test_aux_gets_revision_cfg(self):
        self.write("auxiliary/a.rs", "// FAKE[r1]: stdout aux saw r1\n// FAKE: require --cfg\n")
        self.write("t.rs", "// revisions: r1\n// check-pass\n// aux-build:a.rs\nfn main() {}\n")
        self.assertVerdict(self.run_ct(), "t.rs", "PASS")


class TestCrashes(RunnerCase):
    def test_compiler_signal_is_a_crash(self):
        self.write("t.rs", "// FAKE: signal 11\nfn main() {} //~ ERROR x\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "CRASH: compiler killed by signal SIGSEGV")

    def test_exit_101_is_an_ice_even_for_compile_fail(self):
        self.write("t.rs", "// FAKE: diag error 2 | x\nfn main() {} //~ ERROR x\n// FAKE: exit 101\n")
        self.write("expected.rs", "// failure-status: 101\n// FAKE: diag error 3 | x\n"
                                  "fn main() {} //~ ERROR x\n// FAKE: exit 101\n")
        r = self.run_ct()
        self.assertVerdict(r, "t.rs", "FAIL", "ICE")
        self.assertVerdict(r, "expected.rs", "PASS")

    def test_compile_timeout(self):
        self.write("t.rs", "// check-pass\n// FAKE: sleep 30\nfn main() {}\n")
        r = self.run_ct("--compile-timeout", "1")
        self.assertVerdict(r, "t.rs", "FAIL", "compile timed out after 1s")

    def test_run_timeout(self):
        self.write("t.rs", "// run-pass\n// FAKE: run-sleep 30\nfn main() {}\n")
        r = self.run_ct("--timeout", "1")
        self.assertVerdict(r, "t.rs", "FAIL", "run timed out after 1s")

    def test_missing_compiler(self):
        self.write("t.rs", "// check-pass\nfn main() {}\n")
        r = subprocess.run([sys.executable, RUNNER, "--rcc", "/nonexistent/rcc",
                            os.path.join(self.dir, "t.rs")], capture_output=True, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("could not run", r.stdout)


class TestCli(RunnerCase):
    def make_suite(self):
        self.write("a/pass.rs", "// check-pass\nfn main() {}\n")
        self.write("a/fail.rs", "// check-pass\n// FAKE: diag error 2 | nope\nfn main() {}\n")
        self.write("b/ign.rs", "// ignore-test\nfn main() {}\n")
        self.write("b/auxiliary/helper.rs", "pub fn f() {}\n")
        self.write("b/sub/compiletest-ignore-dir", "")
        self.write("b/sub/not_a_test.rs", "fn f() {}\n")
        self.write("b/.hidden.rs", "fn f() {}\n")

    def test_summary_line_and_exit_status(self):
        self.make_suite()
        r = self.run_ct()
        self.assertEqual(r.summary(), "1 passed, 1 failed, 1 ignored")
        self.assertEqual(r.rc, 1)
        self.assertEqual(sorted(r.results), ["a/fail.rs", "a/pass.rs", "b/ign.rs"])
        lines = r.out.strip().split("\n")
        self.assertIn("FAIL a/fail.rs: compile failed: status 1", lines)
        self.assertNotIn("a/pass.rs", r.out)        # quiet unless -v

    def test_all_pass_exits_zero(self):
        self.write("pass.rs", "// check-pass\nfn main() {}\n")
        r = self.run_ct()
        self.assertEqual((r.rc, r.summary()), (0, "1 passed, 0 failed, 0 ignored"))

    def test_ignored_status_for_ctest_skips(self):
        self.make_suite()
        ign = [os.path.join(self.dir, "b", "ign.rs")]
        self.assertEqual(self.run_ct(paths=ign).rc, 0)
        self.assertEqual(self.run_ct("--ignored-status", "77", paths=ign).rc, 77)
        both = ign + [os.path.join(self.dir, "a", "pass.rs")]
        self.assertEqual(self.run_ct("--ignored-status", "77", paths=both).rc, 0)

    def test_results_file_format(self):
        self.make_suite()
        self.run_ct()
        with open(os.path.join(self.dir, ".results")) as f:
            lines = f.read().splitlines()
        self.assertEqual(lines, [
            "FAIL\ta/fail.rs\tcompile failed: status 1",
            "PASS\ta/pass.rs\t",
            "IGNORE\tb/ign.rs\tignore-test",
        ])

    def test_verbose_lists_every_test(self):
        self.make_suite()
        r = self.run_ct("-v")
        self.assertIn("PASS a/pass.rs", r.out)
        self.assertIn("IGNORE b/ign.rs (ignore-test)", r.out)

    def test_filter_and_dir_alias(self):
        self.make_suite()
        r = self.run_ct("--filter", "pass", paths=[])
        self.assertEqual(r.summary(), "1 passed, 0 failed, 0 ignored")
        r = self.run_ct("--dir", os.path.join(self.dir, "b"), paths=[])
        self.assertEqual(r.summary(), "0 passed, 0 failed, 1 ignored")

    def test_single_file_and_jobs_one(self):
        self.make_suite()
        r = self.run_ct("-j", "1", paths=[os.path.join(self.dir, "a", "pass.rs")])
        self.assertEqual(r.summary(), "1 passed, 0 failed, 0 ignored")

    def test_temp_dirs_are_removed_unless_kept(self):
        self.write("t.rs", "// run-pass\n// FAKE: run-print-cwd\nfn main() {}\n")
        tmp = os.path.join(self.dir, ".tmp")
        os.makedirs(tmp)
        self.run_ct(env={"TMPDIR": tmp})
        self.assertEqual(os.listdir(tmp), [])
        self.write("f.rs", "// run-pass\n// FAKE: run-exit 1\nfn main() {}\n")
        r = self.run_ct("--keep-tmp", "--details", env={"TMPDIR": tmp})
        self.assertNotEqual(os.listdir(tmp), [])
        self.assertIn("temp dir kept: " + tmp, r.out)

    def test_usage_is_documented(self):
        r = subprocess.run([sys.executable, RUNNER, "--help"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0)
        self.assertIn("--bless", r.stdout)
        self.assertIn("N passed, N failed, N ignored", r.stdout)


class TestRealLibrary(RunnerCase):
    """`// real-library`: rcc gets the real core/alloc sources as --extern
    crates; a rustc (which has them in its sysroot) does not."""

    def lib_args(self, call):
        return [a for a in call if a.startswith("core=") or a.startswith("alloc=")]

    def test_externs_from_library_option(self):
        self.write("t.rs", "// run-pass\n// real-library\n#![no_std]\n")
        self.write("plain.rs", "// run-pass\n#![no_std]\n")
        r = self.run_ct("--library", "/lib/src")
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertEqual(self.lib_args(r.main_calls("t.rs")[0]),
                         ["core=/lib/src/core/src/lib.rs", "alloc=/lib/src/alloc/src/lib.rs"])
        self.assertEqual(self.lib_args(r.main_calls("plain.rs")[0]), [])

    def test_library_from_environment_and_default(self):
        self.write("t.rs", "// check-pass\n// real-library\n")
        r = self.run_ct(env={"RCC_RUST_LIBRARY": "/env/lib"})
        self.assertIn("core=/env/lib/core/src/lib.rs", r.main_calls("t.rs")[0])
        r = self.run_ct(env={"RCC_RUST_LIBRARY": ""})
        self.assertIn("alloc=/usr/src/rustc-1.63.0/library/alloc/src/lib.rs",
                      r.main_calls("t.rs")[0])

    def test_no_externs_for_a_sysroot_compiler(self):
        self.write("t.rs", "// check-pass\n// real-library\n")
        r = self.run_ct("--library-externs", "no")
        self.assertVerdict(r, "t.rs", "PASS")
        self.assertEqual(self.lib_args(r.main_calls("t.rs")[0]), [])


class TestValgrind(RunnerCase):
    """--valgrind runs the program under `valgrind` (here a fake one on
    PATH that writes the log the test asks for) and fails on errors."""

    FAKE_VALGRIND = """#!/bin/sh
# Fake valgrind: writes an ERROR SUMMARY with $FAKE_VG_ERRORS errors (and
# a leak line when there are some) to --log-file, then runs the program.
log=""
while [ $# -gt 0 ]; do
  case "$1" in
    --log-file=*) log="${1#--log-file=}"; shift ;;
    --*) shift ;;
    *) break ;;
  esac
done
n=${FAKE_VG_ERRORS:-0}
{
  echo "==1== Memcheck, a memory error detector"
  [ "$n" -gt 0 ] && echo "==1== 8 bytes in 1 blocks are definitely lost in loss record 1 of 1"
  echo "==1== ERROR SUMMARY: $n errors from $n contexts"
} > "$log"
exec "$@"
"""

    def setUp(self):
        RunnerCase.setUp(self)
        bindir = os.path.join(self.dir, ".bin")
        os.makedirs(bindir)
        vg = os.path.join(bindir, "valgrind")
        with open(vg, "w") as f:
            f.write(self.FAKE_VALGRIND)
        os.chmod(vg, 0o755)
        self.path = bindir + os.pathsep + os.environ.get("PATH", "")

    def test_clean_run_passes_and_output_is_unchanged(self):
        self.write("t.rs", "// run-pass\n// check-run-results\n// FAKE: run-stdout hi\n")
        self.write("t.run.stdout", "hi\n")
        r = self.run_ct("--valgrind", env={"PATH": self.path})
        self.assertVerdict(r, "t.rs", "PASS")

    def test_errors_fail_with_the_first_complaint(self):
        self.write("t.rs", "// run-pass\n// FAKE: run-stdout hi\n")
        r = self.run_ct("--valgrind", env={"PATH": self.path, "FAKE_VG_ERRORS": "1"})
        self.assertVerdict(r, "t.rs", "FAIL", "valgrind: 1 error: 8 bytes in 1 blocks are "
                                              "definitely lost")
        r = self.run_ct(env={"PATH": self.path, "FAKE_VG_ERRORS": "1"})
        self.assertVerdict(r, "t.rs", "PASS")      # only with --valgrind

    def test_run_fail_keeps_its_status(self):
        self.write("t.rs", "// run-fail\n// FAKE: run-exit 101\n")
        r = self.run_ct("--valgrind", env={"PATH": self.path})
        self.assertVerdict(r, "t.rs", "PASS")


class TestLibrary(unittest.TestCase):
    """The runner's pure functions, called directly."""

    @classmethod
    def setUpClass(cls):
        sys.path.insert(0, os.path.join(REPO, "tools"))
        from compiletest_lib import annotations, diagnostics, directives, normalize
        cls.ann, cls.diag, cls.dirs, cls.norm = annotations, diagnostics, directives, normalize

    def test_anonymize_widths(self):
        a = self.norm.anonymize_line_numbers
        one = "error: x\n --> f.rs:3:5\n  |\n3 |     y\n  |     ^ here\n  = note: n\n\n"
        three = ("error: x\n   --> f.rs:100:5\n    |\n99  |     y\n100 |     z\n"
                 "    |     ^ here\n    = note: n\n              more\n\n")
        self.assertEqual(a(one), "error: x\n  --> f.rs:3:5\n   |\nLL |     y\n"
                                 "   |     ^ here\n   = note: n\n\n")
        self.assertEqual(a(three), "error: x\n  --> f.rs:100:5\n   |\nLL |     y\nLL |     z\n"
                                   "   |     ^ here\n   = note: n\n             more\n\n")
        self.assertEqual(a(a(three)), a(three))   # idempotent

    def test_anonymize_keeps_header_continuations_and_spanless(self):
        a = self.norm.anonymize_line_numbers
        text = ("error: x\n --> f.rs:3:5\n  |\n3 | y\n  | ^\nnote: first\n      second\n"
                " --> f.rs:1:1\n  |\n1 | z\n  | -\n\nerror[E1]: y\n  |\n  = note: n\n\n")
        self.assertEqual(a(text), "error: x\n  --> f.rs:3:5\n   |\nLL | y\n   | ^\n"
                                  "note: first\n      second\n  --> f.rs:1:1\n   |\nLL | z\n"
                                  "   | -\n\nerror[E1]: y\n   |\n   = note: n\n\n")

    def test_rust_replacements(self):
        r = self.norm.apply_custom_rules
        self.assertEqual(r("crate `foo`: x", [(r"(crate `(\w+)`:) .*", "$1 $$PATH_$2")]),
                         "crate `foo`: $PATH_foo")
        self.assertEqual(r("h0123456789abcdef!", [("h[[:xdigit:]]{16}", "h[HASH]")]), "h[HASH]!")
        self.assertEqual(r("ab", [("(?P<x>a)", "${x}${x}")]), "aab")

    def test_annotations(self):
        text = "a //~ ERROR one\nb\n//~^ WARNING: two\n//~| HELP three\n//~^^^ plain text\n"
        got = [(e.line, e.kind, e.msg) for e in self.ann.load_expected(text, None)]
        self.assertEqual(got, [(1, "error", "one"), (2, "warning", "two"),
                               (2, "help", "three"), (2, None, "plain text")])
        rev = "x //[a,b]~ ERROR ab\ny //[c]~ ERROR c\n"
        self.assertEqual([e.line for e in self.ann.load_expected(rev, "b")], [1])

    def test_json_flattening(self):
        test = "/t/x.rs"
        span = {"file_name": "/t/x.rs", "line_start": 4, "line_end": 4, "column_start": 2,
                "column_end": 3, "is_primary": True, "label": "lbl",
                "suggested_replacement": "new", "expansion": None}
        in_macro = {"file_name": "<macro>", "line_start": 1, "line_end": 1, "column_start": 1,
                    "column_end": 1, "is_primary": True, "label": None,
                    "expansion": {"span": dict(span, line_start=9, line_end=9, label=None,
                                               suggested_replacement=None),
                                  "macro_decl_name": "m!"}}
        d1 = {"message": "boom\nsecond", "code": {"code": "E0001"}, "level": "error",
              "spans": [span], "children": [{"message": "hint", "code": None, "level": "help",
                                             "spans": [], "children": []}]}
        d2 = {"message": "in mac", "code": None, "level": "warning", "spans": [in_macro],
              "children": []}
        out = "\n".join(json.dumps(d) for d in (d1, d2)) + "\nnot json\n"
        got = [(a.line, a.kind, a.msg) for a in self.diag.actual_diagnostics(out, test)]
        self.assertIn((4, "error", "4:2: 4:3: boom [E0001]"), got)
        self.assertIn((4, None, "4:2: 4:3: second [E0001]"), got)
        self.assertIn((4, "suggestion", "new"), got)
        self.assertIn((4, "note", "lbl"), got)
        self.assertIn((4, "help", "4:2: 4:3: hint"), got)
        self.assertIn((9, "warning", "9:2: 9:3: in mac"), got)   # call site in the test file
        self.assertIn("not json\n", self.diag.rendered(out))

    def test_directive_matching(self):
        d = self.dirs
        self.assertTrue(d.is_name_directive("run-pass", "run-pass"))
        self.assertTrue(d.is_name_directive("run-pass (because)", "run-pass"))
        self.assertFalse(d.is_name_directive("run-passes", "run-pass"))
        self.assertEqual(d.name_value("edition:2021", "edition"), "2021")
        self.assertIsNone(d.name_value("edition 2021", "edition"))
        for name in ("linux", "x86_64", "64bit", "gnu", "unix", "test",
                     "x86_64-unknown-linux-gnu", "linux-gnu"):
            self.assertTrue(d.target_matches(name), name)
        for name in ("windows", "x86", "32bit", "musl", "emscripten", "pretty", "tidy-cr"):
            self.assertFalse(d.target_matches(name), name)


if __name__ == "__main__":
    unittest.main()
