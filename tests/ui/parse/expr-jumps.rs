// check-pass
// compile-flags: -Zparse-crate-root-only
// `return`, `break`, `continue`, `yield` and `do yeet`, with and without
// operands.

fn main() {
    return;
    return 1;
    return a + b;
    let _ = || return;
    let _ = || yield;
    let _ = || yield 1;
    do yeet;
    do yeet e;
    loop { break; }
    loop { break x; }
    f(return, break, continue);
    let _ = match x { _ => return };
    let _ = x.unwrap_or_else(|| return);
}
