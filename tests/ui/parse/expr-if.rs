// check-pass
// compile-flags: -Zparse-crate-root-only
// `if`, `else if`, `else`, `if let`, let chains, `while let`; a block in
// the condition is fine, a struct literal needs parentheses.

fn main() {
    if a {}
    if a {} else {}
    if a {} else if b {} else {}
    if a { 1 } else if b { 2 } else if c { 3 } else { 4 };
    if let Some(x) = y {}
    if let Some(x) = y && x > 0 {}
    if let Some(x) = y && let Ok(z) = x && z {}
    if a && let A | B = c {}
    if let [a, .., b] = s {}
    while let Some(x) = it.next() {}
    while let Some(x) = y && x {}
    if { a } {}
    if x == { 1 } {}
    if (S {}) == s {}
    if a.b(|| 1) {}
    if !a {} else {}
    let _ = if let 1..=5 = n { 1 } else { 0 };
}
