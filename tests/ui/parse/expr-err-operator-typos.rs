// compile-flags: -Zparse-crate-root-only
// Operators from other languages are reported and parsed as the Rust
// operator meant.

fn main() {
    let _ = ~x;
    //~^ ERROR `~` cannot be used as a unary operator
    let _ = a and b;
    //~^ ERROR `and` is not a logical operator
    let _ = a or b;
    //~^ ERROR `or` is not a logical operator
    let _ = a === b;
    //~^ ERROR invalid comparison operator `===`
    let _ = a !== b;
    //~^ ERROR invalid comparison operator `!==`
    let _ = a <> b;
    //~^ ERROR invalid comparison operator `<>`
    let _ = +1;
    //~^ ERROR leading `+` is not supported
    let _ = a <- b;
    //~^ ERROR unexpected token: `<-`
    let _ = 1...2;
    //~^ ERROR unexpected token: `...`
    let _ = .5;
    //~^ ERROR float literals must have an integer part
}
