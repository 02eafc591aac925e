// check-pass
// compile-flags: -Zparse-crate-root-only
// `match`: guards, `if let` guards, attributes on arms, block arms without
// commas, leading `|`, or-patterns, inner attributes, trailing commas.

fn main() {
    match x {}
    match x { _ => {} }
    match x {
        0 => a,
        1 | 2 => b,
        | 3 | 4 => c,
        n if n > 10 => d,
        n if let Some(m) = f(n) => m,
        #[cfg(x)]
        5 => e,
        6 => { f() }
        7 => {}
        8 => loop {},
        9 => if a { b } else { c }
        _ => match y { _ => () },
    }
    match x {
        #![allow(unused)]
        Some(y) => y,
        None => 0
    }
    let _ = match (a, b) {
        (1, _) | (_, 1) => true,
        _ => false,
    };
    match x { S { a, .. } => a, E::V(b) => b, }
}
