// compile-flags: -Zparse-crate-root-only
// A tuple pattern without its parentheses.

fn main() {
    let a, b = (1, 2);
    //~^ ERROR unexpected `,` in pattern
}
