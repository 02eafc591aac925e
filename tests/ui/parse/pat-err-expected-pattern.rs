// compile-flags: -Zparse-crate-root-only
// Tokens that cannot start a pattern.

fn main() {
    match x {
        + => 1,
        //~^ ERROR expected pattern, found `+`
    }
    let * = 1;
    //~^ ERROR expected pattern, found `*`
}
