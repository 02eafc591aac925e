// check-pass
// compile-flags: -Zparse-crate-root-only
// `_` is an expression (for destructuring assignment).

fn main() {
    _ = 1;
    (_, a) = t;
    [_, b, ..] = s;
    S { a: _, .. } = s;
    f(_);
}
