// check-pass
// compile-flags: -Zunpretty=ast-tree-no-ids
// Operator precedence and associativity, checked on the AST dump:
// `=` is right-associative and lowest, then ranges, `||`, `&&`,
// comparisons, `|`, `^`, `&`, shifts, `+ -`, `* / %`, `as`, prefix
// operators, then postfix ones.

fn f() {
    a = b = c;
    a + b * c - d;
    a || b && c;
    a..b || c;
    -x.y();
    a as u8 as u16 + 1;
    !a == b;
    a & b | c ^ d;
    x << 1 + 2;
    *a += 1;
    &&x;
    f()?.g[0].h;
}
