"""The command line of tools/compiletest: collects tests, runs them in
parallel, prints results and the closing `N passed, N failed, N ignored`
line. See tools/compiletest's docstring for the usage."""

import argparse
import concurrent.futures
import os
import sys
import tempfile

from . import runner

# Debian's rust-src package of the 1.63 library (tools/install-deps installs it).
DEFAULT_LIBRARY = "/usr/src/rustc-1.63.0/library"


def parse_args(argv, usage_doc):
    ap = argparse.ArgumentParser(
        prog="compiletest", description=usage_doc,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", metavar="PATH",
                    help="test files or directories (searched recursively for *.rs, "
                         "skipping auxiliary/ directories)")
    ap.add_argument("--rcc", required=True, metavar="PATH",
                    help="the compiler to test (rcc, or a rustc for checking the runner)")
    ap.add_argument("--root", metavar="DIR",
                    help="test root (e.g. tests/ui): names are shown relative to it; "
                         "with no PATH, run every test under it")
    ap.add_argument("--dir", action="append", default=[], metavar="PATH",
                    help="a directory of tests (same as giving it as PATH)")
    ap.add_argument("--bless", action="store_true",
                    help="write golden files from the actual output (delete them when empty)")
    ap.add_argument("--strict-output", action="store_true",
                    help="a missing .stderr/.stdout means the compiler must print nothing "
                         "(rustc's rule); default: only compare goldens that exist")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--results", metavar="FILE",
                    help="write PASS|FAIL|IGNORE<TAB>path<TAB>reason lines")
    ap.add_argument("--filter", action="append", default=[], metavar="SUBSTR",
                    help="only tests whose path contains SUBSTR (repeatable: any)")
    ap.add_argument("--timeout", type=float, default=10.0, metavar="S",
                    help="seconds a test program may run (default 10)")
    ap.add_argument("--compile-timeout", type=float, default=60.0, metavar="S",
                    help="seconds a compile may take (default 60)")
    ap.add_argument("--rcc-arg", action="append", default=[], metavar="ARG",
                    help="extra argument for every compile (repeatable)")
    ap.add_argument("--aux-mode", choices=("source", "lib"), default="source",
                    help="source: pass aux crates as --extern NAME=FILE.rs (rcc today); "
                         "lib: build libraries and pass -L (rustc)")
    ap.add_argument("--panic", choices=("abort", "unwind"), default="abort",
                    help="the compiler's panic strategy, for needs-unwind (default abort)")
    ap.add_argument("--json", choices=("auto", "always", "never"), default="auto",
                    help="pass --error-format=json: auto = when the test has //~ "
                         "annotations (default)")
    ap.add_argument("--json-arg", action="append", default=[], metavar="ARG",
                    help="extra argument given with --error-format=json (for rustc: "
                         "--json=future-incompat, as its compiletest does)")
    ap.add_argument("--no-compiler-output", action="store_true",
                    help="do not compare the compiler's stdout/stderr with goldens "
                         "(run output and annotations are still checked)")
    ap.add_argument("--memory-limit", type=int, default=0, metavar="MB",
                    help="address-space limit of each compile and run, in MB (default: none)")
    ap.add_argument("--no-mode-flags", action="store_true",
                    help="do not pass rustc compiletest's -A unused / --emit=metadata")
    ap.add_argument("--src-dir", action="append", default=[], metavar="DIR",
                    help="library source directory shown as $SRC_DIR in goldens")
    ap.add_argument("--library", metavar="DIR",
                    help="the real Rust library's sources (with core/src/lib.rs, "
                         "alloc/src/lib.rs) for `// real-library` tests; default "
                         "$RCC_RUST_LIBRARY, else " + DEFAULT_LIBRARY)
    ap.add_argument("--library-externs", choices=("auto", "yes", "no"), default="auto",
                    help="whether `// real-library` tests get --extern core=/alloc= "
                         "source paths: auto = unless the compiler is a rustc (which "
                         "has its sysroot)")
    ap.add_argument("--valgrind", action="store_true",
                    help="run test programs under valgrind (memcheck); any error or "
                         "leak fails the test")
    ap.add_argument("--keep-tmp", action="store_true", help="keep per-test temp dirs")
    ap.add_argument("--details", action="store_true",
                    help="print details (commands, diffs) of failures; default: only "
                         "when a single test runs")
    ap.add_argument("--ignored-status", type=int, default=0, metavar="N",
                    help="exit with N when nothing failed and nothing passed because "
                         "every test was ignored (for CTest's SKIP_RETURN_CODE); default 0")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every test")
    return ap.parse_args(argv)


def collect(paths):
    """Test files under `paths`, sorted. Like rustc's compiletest, skips
    auxiliary/ directories, directories holding a `compiletest-ignore-dir`
    file, and editor temp files (names starting with `.`, `#`, `~`)."""
    found = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirnames, filenames in os.walk(p):
                if "compiletest-ignore-dir" in filenames:
                    dirnames[:] = []        # rustc's marker: not tests (e.g. modules)
                    continue
                dirnames[:] = sorted(d for d in dirnames if d != "auxiliary")
                found += [os.path.join(dirpath, f) for f in filenames
                          if f.endswith(".rs") and f[0] not in ".#~"]
        elif os.path.isfile(p):
            found.append(p)
        else:
            raise SystemExit("compiletest: no such test or directory: %s" % p)
    seen = set()
    out = []
    for f in sorted(found):
        a = os.path.abspath(f)
        if a not in seen:
            seen.add(a)
            out.append(f)
    return out


def display_name(path, root):
    if root:
        rel = os.path.relpath(os.path.abspath(path), os.path.abspath(root))
        if not rel.startswith(".."):
            return rel
    return path


def make_config(args):
    """The runner's Config from parsed arguments (also used by
    tools/corpus/ui-run)."""
    cfg = runner.Config()
    cfg.compiler = os.path.abspath(args.rcc) if os.sep in args.rcc else args.rcc
    cfg.root = os.path.abspath(args.root) if args.root else None
    cfg.bless = args.bless
    cfg.strict_output = args.strict_output
    cfg.compile_timeout = args.compile_timeout
    cfg.run_timeout = args.timeout
    cfg.compiler_args = args.rcc_arg
    cfg.aux_mode = args.aux_mode
    cfg.panic_strategy = args.panic
    cfg.json_mode = args.json
    cfg.json_args = args.json_arg
    cfg.mode_flags = not args.no_mode_flags
    cfg.src_dirs = [os.path.abspath(d) for d in args.src_dir]
    cfg.keep_tmp = args.keep_tmp
    cfg.src_base = cfg.root
    cfg.library = os.path.abspath(args.library or os.environ.get("RCC_RUST_LIBRARY")
                                  or DEFAULT_LIBRARY)
    if args.library_externs == "auto":
        cfg.library_externs = not os.path.basename(args.rcc).startswith("rustc")
    else:
        cfg.library_externs = args.library_externs == "yes"
    cfg.valgrind = args.valgrind
    cfg.check_compiler_output = not args.no_compiler_output
    cfg.memory_limit = args.memory_limit * 1024 * 1024
    return cfg


def main(argv, usage_doc):
    args = parse_args(argv, usage_doc)
    cfg = make_config(args)

    paths = args.paths + args.dir
    if not paths:
        if not args.root:
            print("compiletest: give test PATHs or --root", file=sys.stderr)
            return 2
        paths = [args.root]
    tests = collect(paths)
    if args.filter:
        tests = [t for t in tests if any(f in t for f in args.filter)]
    show_details = args.details or len(tests) == 1

    tmp_root = tempfile.mkdtemp(prefix="compiletest-")
    cfg.tmp_root = cfg.build_base = tmp_root
    results = {}
    counts = {"PASS": 0, "FAIL": 0, "IGNORE": 0}
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = {pool.submit(run_one, t, cfg): t for t in tests}
            for fut in concurrent.futures.as_completed(futures):
                t = futures[fut]
                outcome = fut.result()
                results[t] = outcome
                counts[outcome.status] += 1
                report(display_name(t, args.root), outcome, args.verbose, show_details)
    finally:
        if not args.keep_tmp:
            import shutil
            shutil.rmtree(tmp_root, ignore_errors=True)

    if args.results:
        with open(args.results, "w", encoding="utf-8") as f:
            for t in tests:
                o = results[t]
                reason = " ".join(o.reason.split())
                f.write("%s\t%s\t%s\n" % (o.status, display_name(t, args.root), reason))
    print("%d passed, %d failed, %d ignored" % (counts["PASS"], counts["FAIL"], counts["IGNORE"]))
    sys.stdout.flush()
    if counts["FAIL"]:
        return 1
    if counts["IGNORE"] and not counts["PASS"]:
        return args.ignored_status
    return 0


def run_one(path, cfg):
    try:
        return runner.run_test(path, cfg, display_name(path, cfg.root))
    except Exception as e:  # a runner bug must not hide the other results
        import traceback
        return runner.Outcome("FAIL", "runner error: %s: %s" % (type(e).__name__, e),
                              traceback.format_exc().splitlines())


def report(name, outcome, verbose, details):
    if outcome.status == "FAIL":
        print("FAIL %s: %s" % (name, outcome.reason))
        if details:
            for line in outcome.details:
                print("    " + line)
    elif verbose:
        extra = " (%s)" % outcome.reason if outcome.reason else ""
        print("%s %s%s" % (outcome.status, name, extra))
    sys.stdout.flush()
