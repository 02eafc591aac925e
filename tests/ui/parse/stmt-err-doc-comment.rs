// compile-flags: -Zparse-crate-root-only
// A doc comment or attribute with nothing after it in a block.

fn f() {
    let x = 1;
    /// nothing to document
    //~^ ERROR found a documentation comment that doesn't document anything
}

fn g() {
    #[attr]
    //~^ ERROR expected statement after outer attribute
}

fn main() {}
