// compile-flags: -Zparse-crate-root-only
// An operator without its right operand.

fn main() {
    let x = (1 + );
    //~^ ERROR expected expression, found `)`
}

fn f() {
    let y = 2 * ;
    //~^ ERROR expected expression, found `;`
}
