"""v0sym.py — the symbols an object file defines, and the shape of Rust v0 names.

Takes: an object file (read with binutils' `nm`), or one `_R...` symbol.
Gives: the defined function and data symbols with their nm class letter,
their demangled form (binutils' own demangler, `nm -C`, which knows v0
names and prints them without crate hashes and disambiguators), and a
parse of the v0 grammar (RFC 2603) that says what a classification needs:
whether the name ends in an instantiating crate, whether the item's own
path carries generic arguments (`foo::<u32>`, `S::<u8>::get`), whether it
is a closure or a shim, and what the self types and traits of its impls are.

Only the standard library; no printing of the grammar (binutils does that),
so the parser only has to walk it correctly, which `check_parse` tests on
every symbol of an object.
"""

import re
import subprocess

BASE62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
BASIC_TYPES = set("abcdefhijlmnostuvxyzp")
FUNC_CLASSES = set("Tt")
DATA_CLASSES = set("DdRrBb")


class V0Error(Exception):
    pass


class Node:
    """A parsed path or type: kind is one of the grammar's tags ('C' crate,
    'N' nested, 'M' inherent impl, 'X' trait impl, 'Y' trait item, 'I'
    generic args, or a type tag: 'basic', 'A' array, 'S' slice, 'T' tuple,
    'R'/'Q' references, 'P'/'O' pointers, 'F' fn pointer, 'D' dyn)."""
    __slots__ = ("kind", "ns", "ident", "kids")

    def __init__(self, kind, ns=None, ident=None, kids=()):
        self.kind, self.ns, self.ident, self.kids = kind, ns, ident, list(kids)


class _Parser:
    def __init__(self, s, pos=0):
        self.s, self.i = s, pos
        self.depth = 0

    # -- characters and numbers --
    def peek(self):
        return self.s[self.i] if self.i < len(self.s) else ""

    def eat(self, c):
        if self.peek() == c:
            self.i += 1
            return True
        return False

    def next(self):
        c = self.peek()
        if not c:
            raise V0Error("unexpected end")
        self.i += 1
        return c

    def base62(self):
        """<base-62-number>: `_` is 0, `<digits>_` is their value + 1."""
        if self.eat("_"):
            return 0
        x = 0
        while True:
            c = self.next()
            if c == "_":
                return x + 1
            k = BASE62.find(c)
            if k < 0:
                raise V0Error("bad base-62 digit %r" % c)
            x = x * 62 + k

    def opt_tagged(self, tag):
        return self.base62() + 1 if self.eat(tag) else 0

    def decimal(self):
        j = self.i
        while self.peek().isdigit():
            self.i += 1
        if j == self.i:
            raise V0Error("number expected at %d" % j)
        return int(self.s[j:self.i])

    def ident(self):
        """<undisambiguated-identifier>: [u] <decimal> [_] <bytes>."""
        self.eat("u")
        n = self.decimal()
        self.eat("_")
        if self.i + n > len(self.s):
            raise V0Error("identifier runs past the end")
        text = self.s[self.i:self.i + n]
        self.i += n
        return text

    def backref(self, fn):
        """B <base-62-number>: the same production parsed again at that
        offset from the start of the name (after `_R`)."""
        target = self.base62() + 2
        if target >= self.i - 1:
            raise V0Error("backref does not point backwards")
        sub = _Parser(self.s, target)
        sub.depth = self.depth + 1
        if sub.depth > 200:
            raise V0Error("backrefs nest too deep")
        return fn(sub)

    # -- paths --
    def path(self):
        c = self.next()
        if c == "C":
            self.opt_tagged("s")
            return Node("C", ident=self.ident())
        if c == "M":
            self.opt_tagged("s")
            parent = self.path()
            return Node("M", kids=[parent, self.type_()])
        if c == "X":
            self.opt_tagged("s")
            parent = self.path()
            self_ty = self.type_()
            return Node("X", kids=[parent, self_ty, self.path()])
        if c == "Y":
            self_ty = self.type_()
            return Node("Y", kids=[self_ty, self.path()])
        if c == "N":
            ns = self.next()
            parent = self.path()
            self.opt_tagged("s")
            return Node("N", ns=ns, ident=self.ident(), kids=[parent])
        if c == "I":
            base = self.path()
            args = []
            while not self.eat("E"):
                args.append(self.generic_arg())
            return Node("I", kids=[base] + args)
        if c == "B":
            return self.backref(lambda p: p.path())
        raise V0Error("bad path tag %r" % c)

    def generic_arg(self):
        if self.eat("L"):
            self.base62()
            return Node("lifetime")
        if self.eat("K"):
            return self.const()
        return self.type_()

    def const(self):
        if self.eat("p"):
            return Node("const")
        if self.eat("B"):
            return self.backref(lambda p: p.const())
        ty = self.type_()
        self.eat("n")
        while self.next() != "_":
            pass
        return Node("const", kids=[ty])

    # -- types --
    def type_(self):
        c = self.peek()
        if c in BASIC_TYPES:
            self.i += 1
            return Node("basic", ident=c)
        if c in "CMXYNI":
            return self.path()
        self.next()
        if c == "B":
            return self.backref(lambda p: p.type_())
        if c == "A":
            elem = self.type_()
            return Node("A", kids=[elem, self.const()])
        if c in "SPO":
            return Node(c, kids=[self.type_()])
        if c in "RQ":
            if self.eat("L"):
                self.base62()
            return Node(c, kids=[self.type_()])
        if c == "T":
            kids = []
            while not self.eat("E"):
                kids.append(self.type_())
            return Node("T", kids=kids)
        if c == "F":
            self.opt_tagged("G")
            self.eat("U")
            if self.eat("K"):
                if not self.eat("C"):
                    self.ident()
            kids = []
            while not self.eat("E"):
                kids.append(self.type_())
            kids.append(self.type_())
            return Node("F", kids=kids)
        if c == "D":
            self.opt_tagged("G")
            kids = []
            while not self.eat("E"):
                kids.append(self.path())
                while self.eat("p"):
                    self.ident()
                    kids.append(self.type_())
            if not self.eat("L"):
                raise V0Error("dyn without a lifetime")
            self.base62()
            return Node("D", kids=kids)
        raise V0Error("bad type tag %r" % c)


class V0Name:
    """What a classification needs to know of one v0 symbol.

    path:        the parsed path (a Node);
    suffix:      the name carries an instantiating crate after its path
                 (rustc 1.63 adds one to every instance with type or const
                 arguments, and to #[inline] functions, closures and shims
                 that may be emitted by several crates);
    own_generic: the item's own path (from the item up to its crate or impl)
                 has generic arguments: `f::<u32>`, `<S<u8>>::get` counts
                 through the inherent impl's self type only if that has them;
    closure:     the path goes through a closure or shim namespace (an
                 upper-case namespace letter, e.g. `{closure#0}`, `{shim:..}`);
    trait_default: the path goes through a trait item's default body
                 (`Y`: `<X as Iterator>::count` where the trait's body is used);
    impls:       [(self type Node, trait path Node or None)] of the impls on
                 the item's path, innermost first."""

    def __init__(self, path, suffix):
        self.path, self.suffix = path, suffix
        self.own_generic, self.closure, self.impls = False, False, []
        self.trait_default = False
        node = path
        while node is not None:
            if node.kind == "I":
                self.own_generic = True
                node = node.kids[0]
            elif node.kind == "N":
                if node.ns.isupper():
                    self.closure = True
                node = node.kids[0]
            elif node.kind == "M":
                self.impls.append((node.kids[1], None))
                node = node.kids[0]
            elif node.kind == "X":
                self.impls.append((node.kids[1], node.kids[2]))
                node = node.kids[0]
            elif node.kind == "Y":
                self.trait_default = True
                self.impls.append((node.kids[0], node.kids[1]))
                node = None
            else:
                node = None


def parse(sym):
    """Parses `_R...` (an optional `.suffix`/`$suffix` vendor part is
    ignored); returns a V0Name, or raises V0Error."""
    if not sym.startswith("_R"):
        raise V0Error("not a v0 name")
    body = re.split(r"[.$]", sym[2:], maxsplit=1)[0]
    p = _Parser("_R" + body, 2)
    if p.peek().isdigit():
        p.decimal()  # encoding version, unused so far
    path = p.path()
    suffix = p.i < len(p.s)
    if suffix:
        p.path()
    if p.i != len(p.s):
        raise V0Error("junk after the path at %d" % p.i)
    return V0Name(path, suffix)


def has_generic_args(node):
    """Does a path or type contain generic arguments (an `I` node) anywhere?"""
    if node.kind == "I":
        return True
    return any(has_generic_args(k) for k in node.kids)


def is_plain_type(node):
    """A basic type or a nominal type without generic arguments (the self type
    of a non-generic impl: `u64`, `str`, `core::time::Duration`); not a
    closure or fn item type (a path in the value or a closure namespace)."""
    if node.kind == "basic":
        return True
    if node.kind != "N" or node.ns != "t" or has_generic_args(node):
        return False
    while node.kind == "N":
        if node.ns != "t":
            return False
        node = node.kids[0]
    return node.kind == "C"


def kind_of(cls):
    """'fn' or 'data', from an nm class letter."""
    return "fn" if cls in FUNC_CLASSES else "data"


def classify(raw, cls):
    """Is the symbol (raw name, nm class) one of the non-generic items rustc
    1.63 emits? Returns 'data' (a static), 'exact' (a non-generic function,
    certain), 'shape' (a function that is non-generic by the shape of its
    name) or 'generic'. Raises V0Error for an `_R` name that does not parse.

    rustc appends the instantiating crate to every instance with type or
    const arguments, so a function without one is non-generic; with one it
    may also be an #[inline] function, a closure or a shim, and the shape of
    the path decides (tools/corpus/README.md lists what this misreads)."""
    if kind_of(cls) == "data":
        return "data"
    if not raw.startswith("_R"):
        return "exact"  # a link name (#[no_mangle]): never an instance
    n = parse(raw)
    if not n.suffix:
        return "exact"
    if n.own_generic or n.closure or n.trait_default:
        return "generic"
    for self_ty, trait in n.impls:
        if not is_plain_type(self_ty):
            return "generic"
        if trait is not None and has_generic_args(trait):
            return "generic"
    return "shape"


# ---------------------------------------------------------------------------
# Reading an object
# ---------------------------------------------------------------------------

class Sym:
    __slots__ = ("raw", "cls", "demangled", "visibility")

    def __init__(self, raw, cls, demangled):
        self.raw, self.cls, self.demangled = raw, cls, demangled
        self.visibility = None


def defined_symbols(obj, nm="nm"):
    """The function (T/t) and data (D/d/R/r/B/b) symbols obj defines, each
    with its demangled form, in nm's order. Compiler-local labels (`.L...`,
    `str.N`, `GCC_except_tableN`, `.LCPI...`) are not items and are left out:
    only names that start with `_R` (v0), `_ZN` (legacy) or that are plain
    link names (`#[no_mangle]`, `#[export_name]`) are kept."""
    raw = subprocess.run([nm, "--defined-only", obj], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    dem = subprocess.run([nm, "--defined-only", "-C", obj], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    if len(raw) != len(dem):
        raise RuntimeError("nm and nm -C disagree on %s" % obj)
    out = []
    for r, d in zip(raw, dem):
        rc = r.split(" ", 2)
        dc = d.split(" ", 2)
        if len(rc) < 3 or len(dc) < 3:
            continue
        cls, name = rc[1], rc[2]
        if cls not in FUNC_CLASSES and cls not in DATA_CLASSES:
            continue
        if is_local_label(name):
            continue
        out.append(Sym(name, cls, dc[2]))
    return out


def is_local_label(name):
    return (name.startswith(".") or re.match(r"^(str\.|GCC_except_table|__rcc_alloc_)\d+$", name) is not None
            or re.match(r"^(anon|switch\.table)\.", name) is not None)


def visibilities(obj, readelf="readelf"):
    """{symbol: 'DEFAULT'|'HIDDEN'|...} for the defined global symbols and
    'LOCAL' for local ones, from `readelf -sW`."""
    text = subprocess.run([readelf, "-sW", obj], capture_output=True, text=True,
                          check=True).stdout
    vis = {}
    for ln in text.splitlines():
        cols = ln.split()
        # Num: Value Size Type Bind Vis Ndx Name
        if len(cols) < 8 or not cols[0].endswith(":") or cols[6] == "UND":
            continue
        vis[cols[7]] = "LOCAL" if cols[4] == "LOCAL" else cols[5]
    return vis


def check_parse(symbols):
    """[(raw, error)] for the v0 symbols the parser cannot walk."""
    bad = []
    for s in symbols:
        if s.raw.startswith("_R"):
            try:
                parse(s.raw)
            except V0Error as e:
                bad.append((s.raw, str(e)))
    return bad
