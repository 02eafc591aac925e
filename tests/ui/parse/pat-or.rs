// check-pass
// compile-flags: -Zparse-crate-root-only
// Or-patterns at any depth, with a leading `|` at the top of match arms
// and in parentheses; in `let` they need parentheses.

fn main() {
    match x {
        1 | 2 | 3 => {}
        | 4 | 5 => {}
        Some(1 | 2) => {}
        Some(A | B) | None => {}
        (a | a, b | b) => {}
        [1 | 2, ..] => {}
        S { f: 1 | 2 } => {}
        x @ (1 | 2) => {}
        &(1 | 2) => {}
        _ => {}
    }
    let (Ok(x) | Err(x)) = r;
    if let Some(1 | 2) | None = o {}
    for (A | B) in xs {}
    let f = |(Ok(x) | Err(x)): Result<u8, u8>| x;
}
