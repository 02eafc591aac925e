// compile-flags: -Zparse-crate-root-only
// Binding mistakes in patterns.

fn main() {
    let mut ref x = 1;
    //~^ ERROR the order of `mut` and `ref` is incorrect
    let mut mut y = 1;
    //~^ ERROR `mut` on a binding may not be repeated
    let mut (a, b) = t;
    //~^ ERROR `mut` must be attached to each individual binding
    let A | B = c;
    //~^ ERROR top-level or-patterns are not allowed in `let` bindings
    let Some(x) @ y = o;
    //~^ ERROR pattern on wrong side of `@`
    match x { &0..=9 => {} _ => {} }
    //~^ ERROR the range pattern here has ambiguous interpretation
    match x { 1 | => {} }
    //~^ ERROR a trailing `|` is not allowed in an or-pattern
}
