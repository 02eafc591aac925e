// compile-flags: -Zparse-crate-root-only
// `let` is an expression only in the conditions of `if` and `while`,
// directly or in `&&` chains.

fn main() {
    let x = let y = 1;
    //~^ ERROR `let` expressions are not supported here
    if let Some(a) = b || c {}
    //~^ ERROR `let` expressions are not supported here
    f(let z = 2);
    //~^ ERROR `let` expressions are not supported here
    if !let Some(a) = b {}
    //~^ ERROR `let` expressions are not supported here
}
