"""Reading the compiler's diagnostics out of its stderr.

Takes the compiler's stderr and the test file's path; gives
  * actual_diagnostics(): a flat list of Actual(line, kind, msg), the form
    `//~` annotations are matched against, and
  * rendered(): the human-readable text, for comparing with `.stderr` files.

Two input formats:
  * JSON (`--error-format=json`): one rustc diagnostic object per line
    (message, code.code, level, spans[] with file_name/line_start/
    column_start/is_primary/label/suggested_replacement/expansion,
    children[], rendered). Flattened the way rustc's compiletest does: the
    first primary span in the test file gives the line (children without a
    span of their own inherit their parent's); each line of the message
    becomes an entry whose text is "L:C: L:C: message [CODE]"; span labels
    become notes; suggested replacements become suggestions; macro
    backtraces become "in this expansion of NAME" notes. Non-JSON lines are
    kept verbatim in the rendered text (an ICE's panic message, say).
  * Human (the fallback while rcc's JSON is incomplete, used whenever the
    output contains no JSON diagnostic): headers `error[E0425]: msg` at
    column 0 and their `--> file:line:col` line; `note:`/`help:` headers
    right after a diagnostic are its children; `= note: ...` lines are
    children without a span; labels under a numbered source line (`^^^ text`,
    `--- text`, or text hanging off `|` connectors) give notes on that line,
    `help: ...` labels (inline suggestions) helps. What the human format
    cannot say: which of several spans is primary, and macro backtraces
    ("in this expansion of foo!" notes) are not recovered.
"""

import json
import os
import re


class Actual:
    def __init__(self, line, kind, msg):
        self.line = line
        self.kind = kind      # "error", "warning", "note", "help", "suggestion" or None
        self.msg = msg

    def describe(self):
        return "%s: '%s'" % (self.kind or "message", self.msg)

    def __repr__(self):
        return "Actual(%d, %r, %r)" % (self.line, self.kind, self.msg)


def level_kind(level):
    """rustc's level string to an annotation kind (`error: internal compiler
    error` counts as an error; `failure-note` as nothing)."""
    first = level.split(":")[0].strip().lower()
    return {"error": "error", "warning": "warning", "warn": "warning", "note": "note",
            "help": "help", "suggestion": "suggestion"}.get(first)


def _same_file(a, b):
    return os.path.normpath(os.path.abspath(a)) == os.path.normpath(os.path.abspath(b))


def _json_objects(stderr):
    """Yield (object or None, line) per stderr line."""
    for line in stderr.splitlines():
        obj = None
        if line.startswith("{"):
            try:
                obj = json.loads(line)
            except ValueError:
                obj = None
            if not isinstance(obj, dict):
                obj = None
        yield obj, line


def _is_diagnostic(obj):
    return obj is not None and "message" in obj and "level" in obj


def is_json_output(stderr):
    return any(_is_diagnostic(o) for o, _ in _json_objects(stderr))


def rendered(stderr):
    """Human text: the `rendered` fields of JSON diagnostics, other lines as
    they are. Plain human output passes through unchanged."""
    if not is_json_output(stderr):
        return stderr
    out = []
    for obj, line in _json_objects(stderr):
        if _is_diagnostic(obj):
            if obj.get("rendered"):
                out.append(obj["rendered"])
        elif obj is not None and "future_incompat_report" in obj:
            items = obj["future_incompat_report"] or []
            if items:
                out.append("Future incompatibility report: " + "".join(
                    "Future breakage diagnostic:\n" +
                    ((it.get("diagnostic") or {}).get("rendered") or "Not rendered")
                    for it in items))
        elif obj is not None and ("artifact" in obj or "unused_extern_names" in obj):
            pass
        else:
            out.append(line + "\n")
    return "".join(out)


def actual_diagnostics(stderr, test_file):
    if is_json_output(stderr):
        return _from_json(stderr, test_file)
    return _from_human(stderr, test_file)


# ---------------------------------------------------------------- JSON ----

def _callsite_in_file(span, test_file):
    """Follow a span's macro expansion chain to the call site in the test."""
    s = span
    while s is not None and not _same_file(s.get("file_name", ""), test_file):
        exp = s.get("expansion")
        s = exp.get("span") if exp else None
    return s if s is not None else span


def _from_json(stderr, test_file):
    out = []
    for obj, _ in _json_objects(stderr):
        if _is_diagnostic(obj):
            _flatten(obj, [], test_file, out)
    return out


def _flatten(diag, default_spans, test_file, out):
    spans = []
    for sp in diag.get("spans") or []:
        s = _callsite_in_file(sp, test_file)
        if _same_file(s.get("file_name", ""), test_file):
            spans.append((sp.get("is_primary", False), s))
    primary = [s for prim, s in spans if prim][:1] or default_spans
    code = (diag.get("code") or {}).get("code")
    kind = level_kind(diag.get("level", ""))

    def with_code(sp, text):
        s = "%d:%d: %d:%d: %s" % (sp.get("line_start", 0), sp.get("column_start", 0),
                                  sp.get("line_end", 0), sp.get("column_end", 0), text)
        return s + (" [%s]" % code if code else "")

    lines = (diag.get("message") or "").splitlines()
    for i, text in enumerate(lines):
        for sp in primary:
            out.append(Actual(sp.get("line_start", 0), kind if i == 0 else None,
                              with_code(sp, text)))
    for sp in primary:
        rep = sp.get("suggested_replacement")
        if rep is not None:
            for i, text in enumerate(rep.splitlines()):
                out.append(Actual(sp.get("line_start", 0) + i, "suggestion", text))
    for sp in primary:
        exp = sp.get("expansion")
        while exp:
            esp = exp.get("span") or {}
            if _same_file(esp.get("file_name", ""), test_file):
                out.append(Actual(esp.get("line_start", 0), "note",
                                  "in this expansion of %s" % exp.get("macro_decl_name", "")))
            exp = esp.get("expansion")
    for _, sp in spans:
        if sp.get("label") is not None:
            out.append(Actual(sp.get("line_start", 0), "note", sp["label"]))
    for child in diag.get("children") or []:
        _flatten(child, primary, test_file, out)


# --------------------------------------------------------------- human ----

HEADER_RE = re.compile(
    r"^(error|warning|note|help|failure-note)(?:\[(?P<code>[A-Za-z0-9_]+)\])?: (?P<msg>.*)$")
ARROW_RE = re.compile(r"^\s*--> (?P<file>.+?):(?P<line>\d+):(?P<col>\d+)\s*$")
SUB_RE = re.compile(r"^\s*= (?P<level>note|help|warning): (?P<msg>.*)$")
SOURCE_RE = re.compile(r"^(?P<num>\d+)\s*\|")
ANNOT_LINE_RE = re.compile(r"^ *\|(?P<content>.*)$")
_DRAWING = set("^-|_/\\")


def label_of(content):
    """The label text in one annotation line under a source line, if any:
    `    ^^^^^ not found`, `    |    help: ...` (multi-line labels hang off
    `|` connectors), `    no `baz` in `zed``. Underlines and connectors
    alone (`^  ^  ^`, `|_____^`) have none."""
    for m in re.finditer(r"\S+", content):
        if not set(m.group()) <= _DRAWING:
            return content[m.start():].rstrip()
    return None


def _from_human(stderr, test_file):
    out = []
    top = None        # (line, col) of the current top-level diagnostic, in the test file
    cur = None        # the diagnostic whose `-->` we wait for: dict
    src_line = None   # line number of the last source line printed
    in_test_file = False

    def emit(d):
        if d is None:
            return
        if d["line"] is None:
            return
        text = "%d:%d: %d:%d: %s" % (d["line"], d["col"], d["line"], d["col"], d["msg"])
        if d["code"]:
            text += " [%s]" % d["code"]
        out.append(Actual(d["line"], d["kind"], text))

    for line in stderr.splitlines():
        m = HEADER_RE.match(line)
        if m:
            emit(cur)
            is_child = m.group(1) in ("note", "help") and top is not None and cur is not None
            kind = level_kind(m.group(1))
            cur = {"kind": kind, "code": m.group("code"), "msg": m.group("msg"),
                   "line": top[0] if is_child and top else None,
                   "col": top[1] if is_child and top else 0, "child": is_child}
            if not is_child:
                top = None
            src_line = None
            continue
        if not line.strip():
            emit(cur)
            cur = None
            top = None
            src_line = None
            continue
        m = ARROW_RE.match(line)
        if m:
            in_test_file = _same_file(m.group("file"), test_file)
            if cur is not None and in_test_file:
                cur["line"] = int(m.group("line"))
                cur["col"] = int(m.group("col"))
                if not cur["child"]:
                    top = (cur["line"], cur["col"])
            elif cur is not None and not cur["child"]:
                cur["line"] = None
            continue
        if line.lstrip().startswith("::: "):
            in_test_file = _same_file(line.lstrip()[4:].rsplit(":", 2)[0], test_file)
            continue
        m = SUB_RE.match(line)
        if m and top is not None:
            out.append(Actual(top[0], level_kind(m.group("level")),
                              "%d:%d: %d:%d: %s" % (top[0], top[1], top[0], top[1],
                                                    m.group("msg"))))
            continue
        m = SOURCE_RE.match(line)
        if m:
            src_line = int(m.group("num"))
            continue
        m = ANNOT_LINE_RE.match(line)
        if m and src_line is not None and in_test_file:
            label = label_of(m.group("content"))
            if label is not None and label.startswith("help: "):
                # An inline suggestion: a help child in JSON terms.
                out.append(Actual(src_line, "help", label[len("help: "):]))
                sugg = re.search(r": `(.*)`$", label)
                if sugg:
                    out.append(Actual(src_line, "suggestion", sugg.group(1)))
            elif label is not None:
                out.append(Actual(src_line, "note", label))
    emit(cur)
    return out
