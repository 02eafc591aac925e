// check-pass
// The unused_must_use lint (rustc_lint's UnusedResults) on expression
// statements: closures, generators, #[must_use] types and fns, tuples and
// arrays of them, and the path_statements lint; levels from attributes.
#![feature(generators)]
#![warn(unused_must_use, path_statements)]

#[must_use = "this token must be consumed"]
struct Token;

#[must_use]
fn make() -> u32 {
    1
}

struct Plain;

fn result() -> Result<u8, ()> {
    Ok(1)
}

#[allow(unused_must_use)]
fn quiet() {
    result();
    || 1;
}

#[deny(path_statements)]
fn strict() {
    let x = 1;
    let _ = x;
}

fn main() {
    || 1; //~ WARN unused closure that must be used
    || { //~ WARN unused generator that must be used
        yield 1;
    };
    Token; //~ WARN path statement with no effect
    //~^ WARN unused `Token` that must be used
    make(); //~ WARN unused return value of `make` that must be used
    result(); //~ WARN unused `Result` that must be used
    (Token, 1u8); //~ WARN unused `Token` in tuple element 0 that must be used
    [Token, Token]; //~ WARN unused array of `Token` that must be used
    let p = Plain;
    p; //~ WARN path statement with no effect
    let s = String::new();
    s; //~ WARN path statement drops value
    let _ = result();
    quiet();
    strict();
}
