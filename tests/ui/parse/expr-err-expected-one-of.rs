// compile-flags: -Zparse-crate-root-only
// After an expression, the parser lists what could have followed.

fn f() {
    x y
    //~^ ERROR expected one of `!`, `.`, `::`, `;`, `?`, `{`, `}`, or an operator, found `y`
}

fn g() {
    let a = [1 2];
    //~^ ERROR expected one of `,`, `.`, `;`, `?`, `]`, or an operator, found `2`
}

fn main() {}
