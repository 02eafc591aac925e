// compile-flags: -Zparse-crate-root-only
// A forgotten `;` at the end of a line is reported where it is missing,
// and parsing goes on as if it were there (so the next error is found).

fn main() {
    let x = 5
    //~^ ERROR expected `;`, found keyword `let`
    let y = 6;
    f()
    //~^ ERROR expected `;`, found `g`
    g();
    let z = 7 8;
    //~^ ERROR expected one of `.`, `;`, `?`, `else`, or an operator, found `8`
}
