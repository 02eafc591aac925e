"""rust_mutator.py — an AFL++ custom mutator over Rust tokens.

AFL++'s own mutations work on bytes; on a compiler nearly all of them end
in the lexer or the parser.  This mutator lexes the input into Rust tokens
and changes whole tokens and balanced token trees, so that most mutants
still parse and reach name resolution, type checking, MIR building and
code generation:

  - delete a token, or a balanced (...) / [...] / {...} group;
  - duplicate a token or a group in place;
  - replace a token by another token of the input, or by a Rust keyword,
    operator or type;
  - replace a group by a group of another input (AFL++'s splice partner),
    or swap two groups of the same input;
  - insert a snippet (`&'a mut`, `dyn Trait`, `?`, `..=`, a where clause...);
  - give an integer literal an edge value (0, -1, u64::MAX, 1 << 63...).

AFL++ loads it with AFL_PYTHON_MODULE=rust_mutator and PYTHONPATH set to
this directory (tools/fuzz/run does that).  Standard library only.
"""

import random
import re

_rng = random.Random()

# A rough Rust lexer: good enough to cut inputs at token boundaries.
_TOKEN = re.compile(
    r"""
      (?P<ws>\s+)
    | (?P<comment>//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/)
    | (?P<rawstr>b?r(?P<h>\#*)"(?:.|\n)*?"(?P=h))
    | (?P<str>b?"(?:\\.|[^"\\])*")
    | (?P<char>b?'(?:\\.|\\u\{[0-9a-fA-F]+\}|[^'\\])')
    | (?P<lifetime>'[A-Za-z_][A-Za-z0-9_]*)
    | (?P<num>(?:0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?)(?:[iu](?:8|16|32|64|128|size)|f32|f64)?)
    | (?P<ident>r\#[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*)
    | (?P<punct>::|->|=>|==|!=|<=|>=|&&|\|\||\+=|-=|\*=|/=|%=|\^=|&=|\|=|<<=|>>=|<<|>>|\.\.\.|\.\.=|\.\.|[^\sA-Za-z0-9_])
    """,
    re.VERBOSE,
)

KEYWORDS = """as async await break const continue crate dyn else enum extern false fn
for if impl in let loop match mod move mut pub ref return self Self static struct
super trait true type union unsafe use where while yield box""".split()

TYPES = """u8 i8 u16 i16 u32 i32 u64 i64 u128 i128 usize isize f32 f64 bool char str
String Vec Box Option Result Rc Copy Clone Drop Sized Send Sync Fn FnMut FnOnce
Iterator Default Debug PartialEq Eq PartialOrd Ord Hash Deref Add""".split()

PUNCT = """:: -> => == != <= >= && || += -= *= <<= >>= << >> .. ..= ... ; , . : # ! ?
& | ^ + - * / % = < > @ _ $ ( ) [ ] { }""".split()

SNIPPETS = [
    "&'a mut", "&'static", "dyn Trait", "impl Fn(u8) -> u8", "?", "..=", "as u8",
    "where T: Copy", "<T: Clone>", "::<u32>", "'a:", "unsafe", "async", ".await",
    "move ||", "|x| x", "[0u8; 4]", "(1, 2)", "Box::new(0)", "Some(0)", "None",
    "return", "break", "continue", "loop {}", "match x { _ => () }", "let _ = 0;",
    "#[derive(Clone, Copy)]", "#[inline]", "const N: usize = 3;", "static S: u8 = 0;",
    "impl<T> Tr for T {}", "trait Tr { fn f(&self); }", "struct S<T>(T);",
    "enum E { A, B(u8) }", "union U { a: u8 }", "!", "_", "()", "Self::", "self.",
    "&mut *", "*const u8", "*mut ()", "[T]", "[u8; N]", "fn(u8)", "for<'a>",
    "where Self: Sized", "-> impl Sized", "macro_rules! m { () => {} }", "m!()",
    "yield", "const { 1 }", "'l: loop { break 'l 1 }", "x @ 1..=3", "ref mut",
]

EDGE_INTS = [
    "0", "1", "-1", "2", "7", "8", "63", "64", "127", "128", "255", "256",
    "65535", "4294967295", "2147483648", "9223372036854775807",
    "18446744073709551615", "340282366920938463463374607431768211455",
    "0x80", "0u8", "255u8", "-128i8", "0usize", "1e309", "0.0", "1_000_000",
]

OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")", "]", "}"}


def init(seed):
    _rng.seed(seed)


def _lex(text):
    toks = []
    pos = 0
    n = len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            toks.append(text[pos])
            pos += 1
            continue
        kind = m.lastgroup
        if kind == "h":
            kind = "rawstr"
        if kind not in ("ws", "comment"):
            toks.append(m.group(0))
        pos = m.end()
    return toks


def _groups(toks):
    """(start, end) of every balanced group, end exclusive."""
    out, stack = [], []
    for i, t in enumerate(toks):
        if t in OPEN:
            stack.append(i)
        elif t in CLOSE and stack:
            s = stack.pop()
            if OPEN.get(toks[s]) == t:
                out.append((s, i + 1))
    return out


def _render(toks):
    # Spaces between tokens, newlines after `;` `{` `}` so that line
    # numbers in diagnostics stay small and inputs stay readable.
    out = []
    for t in toks:
        out.append(t)
        out.append("\n" if t in (";", "{", "}") else " ")
    return "".join(out)


def _span(toks, groups):
    if groups and _rng.random() < 0.6:
        return _rng.choice(groups)
    i = _rng.randrange(len(toks))
    return (i, i + 1)


def _mutate(toks, other):
    if not toks:
        return _lex(_rng.choice(SNIPPETS))
    groups = _groups(toks)
    op = _rng.randrange(9)
    if op == 0:                                   # delete a token or a group
        s, e = _span(toks, groups)
        return toks[:s] + toks[e:]
    if op == 1:                                   # duplicate a token or a group
        s, e = _span(toks, groups)
        return toks[:e] + toks[s:e] + toks[e:]
    if op == 2:                                   # replace a token by one of this input
        i = _rng.randrange(len(toks))
        return toks[:i] + [_rng.choice(toks)] + toks[i + 1:]
    if op == 3:                                   # replace a token by a keyword, type or operator
        i = _rng.randrange(len(toks))
        pool = _rng.choice((KEYWORDS, TYPES, PUNCT))
        return toks[:i] + [_rng.choice(pool)] + toks[i + 1:]
    if op == 4 and other:                         # splice a group of the partner input
        ogroups = _groups(other)
        src = _rng.choice(ogroups) if ogroups and _rng.random() < 0.8 else None
        piece = other[src[0]:src[1]] if src else [_rng.choice(other)]
        s, e = _span(toks, groups)
        return toks[:s] + piece + toks[e:]
    if op == 5 and len(groups) >= 2:              # swap two disjoint groups
        (a, b), (c, d) = sorted(_rng.sample(groups, 2))
        if b <= c:
            return toks[:a] + toks[c:d] + toks[b:c] + toks[a:b] + toks[d:]
        return toks
    if op == 6:                                   # insert a snippet
        i = _rng.randrange(len(toks) + 1)
        return toks[:i] + _lex(_rng.choice(SNIPPETS)) + toks[i:]
    if op == 7:                                   # an integer literal's edge value
        nums = [i for i, t in enumerate(toks) if t[:1].isdigit()]
        if nums:
            i = _rng.choice(nums)
            return toks[:i] + _lex(_rng.choice(EDGE_INTS)) + toks[i + 1:]
        return toks
    # op 8: insert a token of the partner input (or of this one)
    src = other if other else toks
    i = _rng.randrange(len(toks) + 1)
    return toks[:i] + [_rng.choice(src)] + toks[i:]


def fuzz(buf, add_buf, max_size):
    text = bytes(buf).decode("utf-8", "replace")
    toks = _lex(text)
    other = _lex(bytes(add_buf).decode("utf-8", "replace")) if add_buf else []
    for _ in range(1 + _rng.randrange(3)):
        toks = _mutate(toks, other)
    out = _render(toks).encode("utf-8")[:max_size]
    if not out.strip():
        # AFL++ aborts on an empty result: everything was deleted
        out = b"fn main() {}"[:max_size]
    return bytearray(out)


def deinit():
    pass
