"""Normalising compiler and program output before comparing it with the
golden `.stderr` / `.stdout` / `.run.stdout` / `.run.stderr` files.

Takes raw text plus what to replace; gives the text the golden files hold.
The steps, in order (the same facts rustc's compiletest uses):
  1. (compiler stderr only) anonymise line numbers in the gutter of
     rendered snippets to `LL`, as `-Zui-testing` does, so that goldens do
     not depend on whether the compiler implements that flag;
  2. the test's directory -> `$DIR`; the per-test build directory ->
     `$TEST_BUILD_DIR/...`; library source dirs (`--src-dir`, and rustc's
     `/rustc/<hash>/library`) -> `$SRC_DIR`, with `$SRC_DIR/...:L:C`
     -> `:LL:COL`;
  3. CRLF -> LF, tab -> the two characters `\\t`;
  4. `//~ ...` annotation text echoed in snippets is removed;
  5. the test's own `normalize-stderr-*` / `normalize-stdout-*` rules
     (Rust regex syntax, translated to Python's).
"""

import re

ANNOTATION_RE = re.compile(r"\s*//(\[.*\])?~.*")
SRC_DIR_LC_RE = re.compile(r"SRC_DIR(.+):\d+:\d+(: \d+:\d+)?")
RUSTC_VIRTUAL_SRC_RE = re.compile(r"/rustc/[0-9a-f]{40}/library")
V0_CRATE_HASH_PREFIX_RE = re.compile(r"_R.*?Cs[0-9a-zA-Z]+_")
V0_CRATE_HASH_RE = re.compile(r"Cs[0-9a-zA-Z]+_")

_ARROW_RE = re.compile(r"^( *)(-->|:::) ")


def anonymize_line_numbers(text):
    """Rewrite a rendered diagnostic's gutter from real line numbers to `LL`.

    rustc renders a diagnostic with a gutter as wide as its largest line
    number (w digits): ` --> f.rs:3:5` has w spaces before the arrow, source
    lines are `3 | ...` (number left-aligned, padded to w), other snippet
    lines (`  |`, `  = note: ...` and their continuations) start with w
    spaces; a suggestion's left-out lines are `...` ending at the gutter's
    edge. `-Zui-testing` makes w = 2 and prints `LL`. We learn w from each
    diagnostic's first arrow (or, for span-less ones, its first `|` or
    `= note` line), then re-indent the snippet lines of that diagnostic. A
    header at column 0 (`note: ...`) leaves the snippet until the next
    gutter line, so its continuation lines keep their indentation; a blank
    line ends the diagnostic. Already anonymised text (`LL`) is left as it is.
    """
    out = []
    width = None
    in_snippet = False
    for line in text.split("\n"):
        if line == "":
            width, in_snippet = None, False
            out.append(line)
            continue
        m = _ARROW_RE.match(line)
        if m:
            width, in_snippet = len(m.group(1)), True
        elif width is None:
            m = re.match(r"^( +)(= (note|help|warning)|\|$|\| )", line)
            if m:
                width, in_snippet = len(m.group(1)) - 1, True
        elif not line.startswith(" ") and not line[:1].isdigit() \
                and not line.startswith("..."):
            in_snippet = False          # a header at column 0
        if width is None or len(line) <= width:
            out.append(line)
            continue
        if in_snippet and width >= 2 and line.startswith(" " * (width - 1) + "...") \
                and not line.startswith(" " * width):
            # Lines left out of a suggestion: `...` ends at the gutter's edge.
            out.append(" " + line[width - 1:])
            continue
        gutter, rest = line[:width], line[width:]
        if _ARROW_RE.match(line):
            out.append("  " + rest)     # ` --> f.rs:1:1` / `  ::: f.rs:1:1`
            continue
        is_number = re.fullmatch(r"\d+ *", gutter) is not None
        is_blank = gutter.strip() == ""
        if not in_snippet and (is_number or is_blank) and rest[:2] in (" |", " ="):
            in_snippet = True           # e.g. a `help:` child's suggestion
        if in_snippet and rest.startswith(" ") and (is_number or is_blank):
            line = ("LL" if is_number else "  ") + rest
        out.append(line)
    return "\n".join(out)


def rust_regex_to_python(pattern):
    """Translate the bits of Rust regex syntax ui tests use that Python's
    `re` spells differently: POSIX classes like `[[:xdigit:]]`."""
    posix = {"alnum": "0-9A-Za-z", "alpha": "A-Za-z", "digit": "0-9",
             "xdigit": "0-9A-Fa-f", "lower": "a-z", "upper": "A-Z",
             "space": r"\s", "word": r"\w", "punct": r"!-/:-@\[-`{-~"}
    return re.sub(r"\[:(\w+):\]", lambda m: posix.get(m.group(1), m.group(0)), pattern)


def rust_replacement_to_python(repl):
    """Rust's `$1`, `${1}`, `$name`, `$$` to Python's `\\g<1>` / `$`."""
    out = []
    i = 0
    while i < len(repl):
        c = repl[i]
        if c == "$":
            if repl[i + 1:i + 2] == "$":
                out.append("$")
                i += 2
                continue
            m = re.match(r"\{(\w+)\}|(\w+)", repl[i + 1:])
            if m:
                out.append("\\g<%s>" % (m.group(1) or m.group(2)))
                i += 1 + m.end()
                continue
            out.append("$")
        elif c == "\\":
            out.append("\\\\")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def apply_custom_rules(text, rules):
    for pattern, repl in rules:
        rx = re.compile(rust_regex_to_python(pattern))
        py_repl = rust_replacement_to_python(repl)

        def sub(m, py_repl=py_repl):
            try:
                return m.expand(py_repl)
            except (IndexError, re.error):
                # Rust expands an unknown group to the empty string.
                return re.sub(r"\\g<\w+>", "", py_repl).replace("\\\\", "\\")
        text = rx.sub(sub, text)
    return text


def normalize(text, test_dir, build_dir=None, build_dir_name=None, src_dirs=(),
              rules=(), is_compiler_stderr=False, json_flags=False):
    """See the module comment for the steps."""
    if is_compiler_stderr:
        text = anonymize_line_numbers(text)
    # Longer paths first, so a build dir inside the test dir wins.
    paths = [(test_dir, "$DIR")]
    if build_dir:
        paths.append((build_dir, build_dir_name or "$TEST_BUILD_DIR"))
    for d in src_dirs:
        paths.append((d, "$SRC_DIR"))
    for path, name in sorted(paths, key=lambda p: -len(p[0])):
        if path:
            text = text.replace(path.rstrip("/"), name)
    text = RUSTC_VIRTUAL_SRC_RE.sub("$SRC_DIR", text)
    if json_flags:
        text = text.replace("\\n", "\n")
    text = SRC_DIR_LC_RE.sub(lambda m: "SRC_DIR%s:LL:COL" % m.group(1), text)
    text = text.replace("\r\n", "\n")
    text = text.replace("\t", "\\t")
    text = ANNOTATION_RE.sub("", text)
    if V0_CRATE_HASH_PREFIX_RE.search(text):
        text = V0_CRATE_HASH_RE.sub("CsCRATE_HASH_", text)
    return apply_custom_rules(text, rules)
