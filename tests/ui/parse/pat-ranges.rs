// check-pass
// compile-flags: -Zparse-crate-root-only
// Range patterns: inclusive `..=`, the obsolete `...`, exclusive `..`,
// half-open `a..` and `..=b`, with literals, negative literals, paths and
// inline consts as bounds.

fn main() {
    match x {
        0..=9 => {}
        'a'..='z' => {}
        -10..=-1 => {}
        0...9 => {}
        0..10 => {}
        10.. => {}
        ..=5 => {}
        ..5 => {}
        MIN..=MAX => {}
        E::A..=E::B => {}
        <T>::A..=<T>::B => {}
        1.0..=2.5 => {}
        b'a'..=b'z' => {}
        const { 1 }..=const { 2 } => {}
        [0..=9, ..] => {}
        Some(1..=2) => {}
        _ => {}
    }
}
