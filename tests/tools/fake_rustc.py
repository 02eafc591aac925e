#!/usr/bin/env python3
"""A fake rustc for testing tools/compiletest without a real compiler.

Takes a rustc-like command line (`fake_rustc.py FILE.rs [--cfg X]
[--error-format=json] [-o EXE | --out-dir DIR] [--emit=metadata] ...`)
and gives whatever the input file tells it to, through `FAKE` lines:

  // FAKE: diag LEVEL LINE[:COL] [CODE] | MESSAGE   emit a diagnostic
  // FAKE: label TEXT            label on the last diagnostic's span
  // FAKE: child LEVEL [LINE] | TEXT   sub-diagnostic of the last one
                                 (with a LINE it has its own span)
  // FAKE: exit N                exit status (default 1 if any error, else 0)
  // FAKE: signal N              kill itself with signal N
  // FAKE: sleep S               sleep S seconds first
  // FAKE: stdout TEXT / stderr TEXT   print a raw line
  // FAKE: human                 print human-format diagnostics even when
                                 JSON is asked for (rcc's state today)
  // FAKE: require SUBSTR        error unless some argument contains SUBSTR
  // FAKE: forbid SUBSTR         error if some argument contains SUBSTR
  // FAKE: require-env NAME[=VAL]  error unless the variable is VAL (without
                                 `=VAL`: unless it is unset)
  // FAKE: run-stdout TEXT, run-stderr TEXT, run-exit N, run-signal N,
  //       run-sleep S, run-print-env VAR, run-print-args, run-print-cwd
                                 what the produced executable does
A `FAKE[COND]:` line applies only when COND holds: a name given with
--cfg, or @json (JSON requested), @check (--emit=metadata), @build (not).

Diagnostics are rendered like rustc (real line numbers in the gutter,
`error: aborting due to N previous errors` at the end); in JSON mode each is
one rustc-style JSON object per line with a `rendered` field. With -o (and
no --emit=metadata) it writes an executable Python script doing the run-*
instructions. If $FAKE_RUSTC_LOG is set, each call appends its arguments
there as one JSON line, so tests can check how the runner called it.
"""

import json
import os
import signal
import sys
import time


def parse_args(argv):
    a = {"input": None, "out": None, "out_dir": None, "json": False, "cfgs": [],
         "emit": "", "argv": argv}
    i = 0
    while i < len(argv):
        x = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        if x == "-o":
            a["out"] = nxt
            i += 1
        elif x == "--out-dir":
            a["out_dir"] = nxt
            i += 1
        elif x.startswith("--error-format"):
            val = x.split("=", 1)[1] if "=" in x else nxt
            if "=" not in x:
                i += 1
            a["json"] = val == "json"
        elif x == "--cfg":
            a["cfgs"].append(nxt)
            i += 1
        elif x.startswith("--emit"):
            a["emit"] = x.split("=", 1)[1] if "=" in x else nxt
            if "=" not in x:
                i += 1
        elif x in ("--crate-type", "--extern", "-L", "-A", "--edition", "--crate-name"):
            i += 1
        elif not x.startswith("-") and a["input"] is None:
            a["input"] = x
        i += 1
    return a


def instructions(text, args):
    """(command, rest) for each FAKE line whose condition holds."""
    out = []
    for line in text.splitlines():
        pos = line.find("FAKE")
        if pos < 0:
            continue
        rest = line[pos + 4:]
        cond = None
        if rest.startswith("["):
            cond, _, rest = rest[1:].partition("]")
        if not rest.startswith(":"):
            continue
        if cond is not None and not holds(cond, args):
            continue
        cmd, _, arg = rest[1:].strip().partition(" ")
        out.append((cmd, arg))
    return out


def holds(cond, args):
    if cond == "@json":
        return args["json"]
    if cond == "@check":
        return "metadata" in args["emit"]
    if cond == "@build":
        return "metadata" not in args["emit"]
    return cond in args["cfgs"]


class Diag:
    def __init__(self, level, line, col, code, msg):
        self.level, self.line, self.col, self.code, self.msg = level, line, col, code, msg
        self.label = None
        self.children = []


def parse_diag(arg):
    head, _, msg = arg.partition("|")
    parts = head.split()
    level = parts[0]
    line, col = None, 1
    code = None
    for p in parts[1:]:
        if p[0].isdigit():
            l, _, c = p.partition(":")
            line, col = int(l), int(c or 1)
        else:
            code = p
    return Diag(level, line, col, code, msg.strip())


def render(d, path, src_lines, width=None):
    lines = [d.line] + [c.line for c in d.children if c.line]
    width = width or len(str(max([l for l in lines if l] or [0])))
    pad = " " * width
    head = d.level + ("[%s]" % d.code if d.code else "") + ": " + d.msg
    out = [head]
    if d.line:
        src = src_lines[d.line - 1] if d.line <= len(src_lines) else ""
        out += ["%s--> %s:%d:%d" % (pad, path, d.line, d.col),
                "%s |" % pad,
                "%s | %s" % (str(d.line).ljust(width), src),
                "%s | %s^%s" % (pad, " " * (d.col - 1), (" " + d.label) if d.label else "")]
    for c in d.children:
        if c.line:
            out.append(render(c, path, src_lines, width).rstrip("\n"))
        else:
            out.append("%s = %s: %s" % (pad, c.level, c.msg))
    return "\n".join(out) + "\n\n"


def to_json(d, path, src_lines):
    spans = []
    if d.line:
        spans.append({"file_name": path, "byte_start": 0, "byte_end": 1,
                      "line_start": d.line, "line_end": d.line,
                      "column_start": d.col, "column_end": d.col + 1,
                      "is_primary": True, "text": [], "label": d.label,
                      "suggested_replacement": None, "suggestion_applicability": None,
                      "expansion": None})
    return {"message": d.msg, "code": {"code": d.code, "explanation": None} if d.code else None,
            "level": d.level, "spans": spans,
            "children": [to_json(c, path, src_lines) | {"rendered": None} for c in d.children],
            "rendered": render(d, path, src_lines)}


EXE_TEMPLATE = """#!/usr/bin/env python3
import json, os, signal, sys, time
for cmd, arg in json.loads(%r):
    if cmd == "run-stdout": print(arg, flush=True)
    elif cmd == "run-stderr": print(arg, file=sys.stderr, flush=True)
    elif cmd == "run-print-env": print("%%s=%%s" %% (arg, os.environ.get(arg, "<unset>")), flush=True)
    elif cmd == "run-print-args": print("args=" + " ".join(sys.argv[1:]), flush=True)
    elif cmd == "run-print-cwd": print("cwd=" + os.getcwd(), flush=True)
    elif cmd == "run-sleep": time.sleep(float(arg))
    elif cmd == "run-signal": os.kill(os.getpid(), int(arg))
    elif cmd == "run-exit": sys.exit(int(arg))
"""


def main(argv):
    args = parse_args(argv)
    log = os.environ.get("FAKE_RUSTC_LOG")
    if log:
        with open(log, "a") as f:
            f.write(json.dumps({"argv": argv, "cwd": os.getcwd()}) + "\n")
    if args["input"] is None:
        print("error: no input filename given", file=sys.stderr)
        return 1
    path = args["input"]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    src_lines = text.splitlines()
    todo = instructions(text, args)

    diags, raw_out, raw_err, run = [], [], [], []
    status, human = None, False
    for cmd, arg in todo:
        if cmd == "diag":
            diags.append(parse_diag(arg))
        elif cmd == "label":
            diags[-1].label = arg
        elif cmd == "child":
            c = parse_diag(arg)
            diags[-1].children.append(c)
        elif cmd == "exit":
            status = int(arg)
        elif cmd == "signal":
            sys.stdout.flush()
            os.kill(os.getpid(), int(arg))
        elif cmd == "sleep":
            time.sleep(float(arg))
        elif cmd == "stdout":
            raw_out.append(arg)
        elif cmd == "stderr":
            raw_err.append(arg)
        elif cmd == "human":
            human = True
        elif cmd == "require":
            if not any(arg in a for a in argv):
                diags.append(Diag("error", None, 1, None, "missing argument: " + arg))
        elif cmd == "require-env":
            name, _, want = arg.partition("=")
            if os.environ.get(name) != (want if _ else None):
                diags.append(Diag("error", None, 1, None, "wrong environment: " + arg))
        elif cmd == "forbid":
            if any(arg in a for a in argv):
                diags.append(Diag("error", None, 1, None, "forbidden argument: " + arg))
        elif cmd.startswith("run-"):
            run.append((cmd, arg))

    errors = sum(1 for d in diags if d.level == "error")
    if errors:
        diags.append(Diag("error", None, 1, None, "aborting due to %s" % (
            "previous error" if errors == 1 else "%d previous errors" % errors)))
    use_json = args["json"] and not human
    for line in raw_out:
        print(line)
    for line in raw_err:
        print(line, file=sys.stderr)
    for d in diags:
        if use_json:
            print(json.dumps(to_json(d, path, src_lines)), file=sys.stderr)
        else:
            sys.stderr.write(render(d, path, src_lines))
    if status is None:
        status = 1 if errors else 0
    if status == 0 and args["out"] and "metadata" not in args["emit"]:
        with open(args["out"], "w") as f:
            f.write(EXE_TEMPLATE % json.dumps(run))
        os.chmod(args["out"], 0o755)
    elif status == 0 and args["out_dir"]:
        os.makedirs(args["out_dir"], exist_ok=True)
        stem = os.path.splitext(os.path.basename(path))[0].replace("-", "_")
        open(os.path.join(args["out_dir"], "lib%s.rlib" % stem), "w").close()
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
