// compile-flags: -Zparse-crate-root-only
// `if` without a block after its condition.

fn f() {
    if x 1 else 2;
    //~^ ERROR expected `{`, found `1`
}

fn g() {
    if x else {}
    //~^ ERROR this `if` expression is missing a block after the condition
}

fn h() {
    if {} else {}
    //~^ ERROR missing condition for `if` expression
}

fn main() {}
