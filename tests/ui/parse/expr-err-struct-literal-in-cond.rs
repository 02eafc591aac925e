// compile-flags: -Zparse-crate-root-only
// A struct literal in a condition needs parentheses.

fn main() {
    if x == S { a: 1, b: 2 } {}
    //~^ ERROR struct literals are not allowed here
}
