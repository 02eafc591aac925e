// check-pass
// compile-flags: -Zparse-crate-root-only
// Assignment and compound assignment (right-associative, lowest
// precedence), and destructuring assignment with `_`, tuples, slices and
// structs on the left.

fn main() {
    a = 1;
    a = b = c;
    a += 1;
    a -= 1;
    a *= 2;
    a /= 2;
    a %= 2;
    a ^= 1;
    a &= 1;
    a |= 1;
    a <<= 1;
    a >>= 1;
    *p = x + y;
    a.b[0] = 1;
    (a, b) = (b, a);
    (a, _) = f();
    [a, .., b] = arr;
    S { x, y: _, .. } = s;
    _ = f();
    a = if c { 1 } else { 2 };
}
