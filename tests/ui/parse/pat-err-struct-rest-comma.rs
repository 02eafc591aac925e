// compile-flags: -Zparse-crate-root-only
// `..` must be the last thing in a struct pattern.

fn main() {
    let S { a, .., } = s;
    //~^ ERROR expected `}`, found `,`
}
