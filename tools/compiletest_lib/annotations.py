"""`//~` error annotations of a ui test.

Takes the text of a test file and the revision being run; gives the list of
Expected diagnostics (line, kind, message).

The forms (facts from rustc 1.63's compiletest):
  //~ KIND msg       the diagnostic is on this line
  //~^ KIND msg      one line up; each extra `^` one more line up
  //~| KIND msg      the same line as the previous non-`|` annotation
  //[a,b]~ KIND msg  only when running revision a or b
KIND is ERROR, WARN/WARNING, NOTE, HELP or SUGGESTION (case-insensitive,
may end with `:`); without a known kind the whole text is the message and any
kind matches. The message is a substring to find in the diagnostic's text,
which includes its `[E0425]` code, so `//~ ERROR E0425` works.
"""

import re

KINDS = {"ERROR": "error", "WARN": "warning", "WARNING": "warning",
         "NOTE": "note", "HELP": "help", "SUGGESTION": "suggestion"}

ANNOT_RE = re.compile(r"//(?:\[(?P<cfgs>[\w,-]+)\])?~(?P<adjust>\||\^*)")


class AnnotationError(Exception):
    """An annotation that cannot be placed (e.g. `//~|` with nothing before)."""


class Expected:
    def __init__(self, line, kind, msg, src_line):
        self.line = line          # 1-based line the diagnostic must be on
        self.kind = kind          # "error", "warning", ... or None (any)
        self.msg = msg            # substring to look for
        self.src_line = src_line  # where the annotation itself is written

    def describe(self):
        return "%s%s" % (self.kind or "message", (": " + self.msg) if self.msg else "")

    def __repr__(self):
        return "Expected(%d, %r, %r)" % (self.line, self.kind, self.msg)


def parse_kind(word):
    return KINDS.get(word.upper().split(":")[0])


def load_expected(text, revision):
    """All annotations that apply to `revision` (None: no revisions)."""
    out = []
    last_nonfollow = None
    for idx, line in enumerate(text.splitlines()):
        m = ANNOT_RE.search(line)
        if not m:
            continue
        lineno = idx + 1
        cfgs = m.group("cfgs")
        if cfgs is not None:
            if revision is None:
                raise AnnotationError(
                    "line %d: only tests with revisions can use //[X]~" % lineno)
            if revision not in cfgs.split(","):
                continue
        adjust = m.group("adjust")
        rest = line[m.end():]
        words = rest.split()
        kind = parse_kind(words[0]) if words else None
        msg = rest.strip()
        if kind is not None:
            msg = rest.lstrip()[len(words[0]):].strip()
        if adjust == "|":
            if last_nonfollow is None:
                raise AnnotationError("line %d: //~| without a preceding //~ line" % lineno)
            target = last_nonfollow
        else:
            target = lineno - len(adjust)
            last_nonfollow = target
        out.append(Expected(target, kind, msg, lineno))
    return out
