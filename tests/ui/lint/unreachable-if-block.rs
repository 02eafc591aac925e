// check-pass
// unreachable_code, the case rcc reports: the block of an `if` / `while`
// whose condition (or `let` scrutinee) is a `return`, `break` or
// `continue`; the parentheses around the condition are part of its span.
#![warn(unreachable_code)]
#![allow(unused_parens, irrefutable_let_patterns)]

fn f() {
    if (return) {} //~ WARNING unreachable block in `if` or `while` expression
}

fn g() -> bool {
    if let _ = return true && false {}; //~ WARNING unreachable block in `if` or `while` expression
}

fn h() {
    'a: loop {
        while break 'a {} //~ WARNING unreachable block in `if` or `while` expression
    }
}

#[allow(unreachable_code)]
fn k() {
    if return {} {}
}

fn main() {
    f();
    g();
    h();
    k();
}
