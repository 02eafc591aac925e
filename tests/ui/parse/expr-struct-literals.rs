// check-pass
// compile-flags: -Zparse-crate-root-only
// Struct literals: named fields, shorthands, tuple indices, the base
// expression, `..` alone (for destructuring assignment), qualified paths,
// and parentheses where a struct literal is not allowed (conditions).

fn main() {
    let _ = S {};
    let _ = S { a: 1, b: 2 };
    let _ = S { a, b };
    let _ = S { a, b: 1, };
    let _ = S { a: 1, ..base };
    let _ = S { ..Default::default() };
    let _ = S { 0: x, 1: y };
    let _ = E::V { x: 1 };
    let _ = <S as Tr>::Assoc { x: 1 };
    let _ = S::<u8> { x: 1 };
    S { a, .. } = s;
    if x == (S { a: 1 }) {}
    while let Some(_) = (S { a: 1 }).next() {}
    match (S { a: 1 }) { _ => {} }
    for _ in (S { a: 1 }) {}
    if f(S { a: 1 }) {}
    let _ = S { #[cfg(x)] a: 1, b: 2 };
}
