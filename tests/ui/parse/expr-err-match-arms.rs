// compile-flags: -Zparse-crate-root-only
// Errors in match arms: a missing `=>`, statements without braces, a
// struct literal in the scrutinee.

fn f() {
    match x {
        1 = 2,
        //~^ ERROR expected one of `...`, `..=`, `..`, `=>`, `if`, or `|`, found `=`
        _ => {}
    }
}

fn g() {
    match x {
        1 => f(); g();
        //~^ ERROR `match` arm body without braces
        _ => {}
    }
    match x {
        1 => f(); g(),
        //~^ ERROR expected one of `,`, `.`, `?`, `}`, or an operator, found `;`
        _ => {}
    }
}

fn h() {
    match x {
        Foo:Bar => {}
        //~^ ERROR expected one of `@` or `|`, found `:`
        _ => {}
    }
}

fn main() {}
